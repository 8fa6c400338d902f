// The sales report's tables: per product (sales, gross, earnings) and the commission view of
// recent sales (product, charged, platform commission, seller earnings, date).
import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SalesReport } from '@shared/schemas/market';
import { useSellerFormat } from '../hooks/use-seller-format';
import { SparkAmount } from './spark-amount';

function TableCard({ titleId, hintId, testId, children }: { titleId: string; hintId: string; testId: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" data-testid={testId} minW="0">
      <Card.Header pb="2" textAlign="start">
        <Heading as="h2" size="md">
          <FormattedMessage id={titleId} />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id={hintId} />
        </Text>
      </Card.Header>
      <Card.Body pt="0" minW="0">
        <Table.ScrollArea>{children}</Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

/** A column header: its message (named with `id:` so the catalogue test sees it) and alignment. */
type Column = { id: string; align: 'start' | 'end' };

const BY_PRODUCT_COLUMNS: readonly Column[] = [
  { id: 'seller.sales.table.product', align: 'start' },
  { id: 'seller.sales.table.sales', align: 'end' },
  { id: 'seller.sales.table.gross', align: 'end' },
  { id: 'seller.sales.table.earnings', align: 'end' },
];

const COMMISSION_COLUMNS: readonly Column[] = [
  { id: 'seller.sales.table.product', align: 'start' },
  { id: 'seller.sales.table.charged', align: 'end' },
  { id: 'seller.sales.table.commission', align: 'end' },
  { id: 'seller.sales.table.earnings', align: 'end' },
  { id: 'seller.sales.table.date', align: 'start' },
];

function HeaderRow({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column.id} textAlign={column.align}>
            <FormattedMessage id={column.id} />
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

export function ProductSalesTable({ rows }: { rows: SalesReport['by_product'] }) {
  const format = useSellerFormat();
  return (
    <TableCard titleId="seller.sales.byProduct.title" hintId="seller.sales.byProduct.hint" testId="sales-by-product">
      <Table.Root size="sm" variant="line">
        <HeaderRow columns={BY_PRODUCT_COLUMNS} />
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.product_id} data-testid="sales-product-row" data-product-id={row.product_id}>
              <Table.Cell textAlign="start" maxW="64">
                <Text asChild truncate dir="auto" color="fg" _hover={{ textDecoration: 'underline' }}>
                  <RouterLink to={`/market/products/${encodeURIComponent(row.product_id)}`}>{row.title}</RouterLink>
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {format.number(row.sales_count)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <SparkAmount value={row.gross} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <SparkAmount value={row.earnings} fontWeight="semibold" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableCard>
  );
}

export function CommissionTable({ rows }: { rows: SalesReport['recent'] }) {
  const format = useSellerFormat();
  return (
    <TableCard titleId="seller.sales.commission.title" hintId="seller.sales.commission.hint" testId="sales-commission">
      <Table.Root size="sm" variant="line">
        <HeaderRow columns={COMMISSION_COLUMNS} />
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.sale_id} data-testid="sales-recent-row" data-sale-id={row.sale_id}>
              <Table.Cell textAlign="start" maxW="56">
                <Text truncate dir="auto">
                  {row.title}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <SparkAmount value={row.charged} />
              </Table.Cell>
              <Table.Cell textAlign="end" color="fg.muted">
                <SparkAmount value={row.commission} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <SparkAmount value={row.earnings} fontWeight="semibold" />
              </Table.Cell>
              <Table.Cell textAlign="start" whiteSpace="nowrap" color="fg.muted">
                {format.dateTime(row.created_at)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableCard>
  );
}
