// A chart's text alternative: the same numbers as a visually hidden table for screen readers
// (the plot itself is aria-hidden). Its caption names the chart.
import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChartTableRow {
  key: string;
  /** One cell a column: the category first, then the values as shown. */
  cells: ReactNode[];
}

export function ChartDataTable({ caption, columns, rows }: { caption: string; columns: ReactNode[]; rows: ChartTableRow[] }) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Cell key={index}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
