// The report's tables: commission by seller and the latest sales, each with a CSV download.
// Test ids: commissions-by-seller (rows commissions-seller-row, data-seller-id),
// commissions-by-seller-csv, commissions-recent (rows commissions-sale-row, data-sale-id),
// commissions-recent-csv.
import { Card, HStack, Heading, Link, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CommissionsReport } from '@shared/schemas/market';
import { bySellerCsv, csvFileName, recentCsv, sellerNames } from '../lib/commissions';
import { CsvDownloadButton } from './csv-download-button';
import { SparksAmount } from './sparks-amount';

function TableCard({ title, action, testId, children, empty }: { title: ReactNode; action: ReactNode; testId: string; children: ReactNode; empty: boolean }) {
  return (
    <Card.Root variant="outline" minW="0" data-testid={testId}>
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" textAlign="start">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="0" minW="0">
        {empty ? (
          <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid={`${testId}-empty`}>
            <FormattedMessage id="admin.commissions.noSales" />
          </Text>
        ) : (
          // Positioned, so the visually hidden units of scrolled-out cells stay inside the scroll area.
          <Table.ScrollArea position="relative">{children}</Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function BySellerTable({ report, days }: { report: CommissionsReport; days: number }) {
  const intl = useIntl();
  const header = {
    seller: intl.formatMessage({ id: 'admin.commissions.column.seller' }),
    sellerId: intl.formatMessage({ id: 'admin.commissions.column.sellerId' }),
    sales: intl.formatMessage({ id: 'admin.commissions.column.sales' }),
    gross: intl.formatMessage({ id: 'admin.commissions.column.gross' }),
    commission: intl.formatMessage({ id: 'admin.commissions.column.commission' }),
  };
  const rows = [...report.by_seller].sort((a, b) => b.commission - a.commission);
  return (
    <TableCard
      testId="commissions-by-seller"
      title={<FormattedMessage id="admin.commissions.bySeller" />}
      empty={rows.length === 0}
      action={
        <CsvDownloadButton
          testId="commissions-by-seller-csv"
          disabled={rows.length === 0}
          fileName={() => csvFileName('sellers', days, Date.now())}
          build={() => bySellerCsv({ by_seller: rows }, header)}
          label={<FormattedMessage id="admin.commissions.downloadCsv" />}
        />
      }
    >
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="start">{header.seller}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.sales}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.gross}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.commission}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.seller_uid} data-testid="commissions-seller-row" data-seller-id={row.seller_uid}>
              <Table.Cell textAlign="start">
                <Text as="span" dir="auto">
                  {row.seller_name}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>
                <FormattedNumber value={row.sales_count} />
              </Table.Cell>
              <Table.Cell {...numeric}>
                <SparksAmount value={row.gross} />
              </Table.Cell>
              <Table.Cell {...numeric} fontWeight="semibold">
                <SparksAmount value={row.commission} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableCard>
  );
}

export function RecentSalesTable({ report, days }: { report: CommissionsReport; days: number }) {
  const intl = useIntl();
  const names = sellerNames(report);
  const header = {
    date: intl.formatMessage({ id: 'admin.commissions.column.date' }),
    product: intl.formatMessage({ id: 'admin.commissions.column.product' }),
    productId: intl.formatMessage({ id: 'admin.commissions.column.productId' }),
    seller: intl.formatMessage({ id: 'admin.commissions.column.seller' }),
    buyerId: intl.formatMessage({ id: 'admin.commissions.column.buyerId' }),
    charged: intl.formatMessage({ id: 'admin.commissions.column.charged' }),
    commission: intl.formatMessage({ id: 'admin.commissions.column.commission' }),
    earnings: intl.formatMessage({ id: 'admin.commissions.column.earnings' }),
  };
  return (
    <TableCard
      testId="commissions-recent"
      title={<FormattedMessage id="admin.commissions.recent" />}
      empty={report.recent.length === 0}
      action={
        <CsvDownloadButton
          testId="commissions-recent-csv"
          disabled={report.recent.length === 0}
          fileName={() => csvFileName('sales', days, Date.now())}
          build={() => recentCsv(report, header)}
          label={<FormattedMessage id="admin.commissions.downloadCsv" />}
        />
      }
    >
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="start">{header.date}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="start">{header.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="start">{header.seller}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.charged}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.commission}</Table.ColumnHeader>
            <Table.ColumnHeader {...numeric}>{header.earnings}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.recent.map((sale) => (
            <Table.Row key={sale.sale_id} data-testid="commissions-sale-row" data-sale-id={sale.sale_id}>
              <Table.Cell textAlign="start" whiteSpace="nowrap" color="fg.muted">
                {sale.created_at ? <FormattedDate value={sale.created_at} dateStyle="medium" timeStyle="short" /> : <FormattedMessage id="admin.common.none" />}
              </Table.Cell>
              <Table.Cell textAlign="start">
                <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={`/market/products/${encodeURIComponent(sale.product_id)}`} dir="auto">
                    {sale.title}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="start">
                <Text as="span" dir="auto">
                  {names.get(sale.seller_uid) ?? sale.seller_uid}
                </Text>
              </Table.Cell>
              <Table.Cell {...numeric}>
                <SparksAmount value={sale.charged} />
              </Table.Cell>
              <Table.Cell {...numeric} fontWeight="semibold">
                <SparksAmount value={sale.commission} />
              </Table.Cell>
              <Table.Cell {...numeric}>
                <SparksAmount value={sale.earnings} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableCard>
  );
}
