import type { ReactNode } from 'react';

/** A column of a DataTable: its header (also the cell's label on a phone card) and how a row fills it. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes on this column's cells (e.g. `md:whitespace-nowrap`, or `pt-3` above an actions column). */
  className?: string;
  /** false: no label on the phone card — an actions column, whose buttons name themselves. */
  cardLabel?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's name for screen readers (a visually hidden caption). */
  caption: string;
  /** The first column: each row's header cell (`<th scope="row">`), the card's title on a phone. */
  rowHeader: DataColumn<Row>;
  columns: readonly DataColumn<Row>[];
  /**
   * The last column: each row's action buttons. They name themselves, so a phone card gives them no label; the
   * cells take `pt-3` unless `className` says otherwise.
   */
  actions?: Omit<DataColumn<Row>, 'cardLabel'>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The cells' classes when a screen wants other spacing than DATA_CELL (both end in `md:table-cell`). */
  cellClassName?: string;
}

/** A cell: a line of the card on a phone, a table cell from `md`. */
export const DATA_CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';
/** A row: a card on a phone, a table row from `md`. */
export const DATA_ROW =
  'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none';
export const DATA_HEAD_ROW = 'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * The admin screens' responsive table: a real `<table>` with a visually hidden caption and `scope="col"` headers
 * from `md` on; on a phone the header row is visually hidden and each row is a card whose cells carry their column's
 * name (the header still names them for screen readers).
 */
export function DataTable<Row>({ caption, rowHeader, columns: dataColumns, actions, rows, rowKey, cellClassName = DATA_CELL }: DataTableProps<Row>) {
  const columns = actions ? [...dataColumns, { className: 'pt-3', ...actions, cardLabel: false }] : dataColumns;
  return (
    <table className="block w-full text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className={DATA_HEAD_ROW}>
          {[rowHeader, ...columns].map((column, index) => (
            <th key={index} scope="col" className="px-3 py-2">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr key={rowKey(row)} className={DATA_ROW}>
            <th scope="row" className={join(cellClassName, rowHeader.className)}>
              {rowHeader.cell(row)}
            </th>
            {columns.map((column, index) => (
              <td key={index} className={join(cellClassName, column.className)}>
                {column.cardLabel !== false && <CardLabel text={column.header} />}
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell's column name on a phone card (the column header says it from `md`). */
export function CardLabel({ text }: { text: string }) {
  return <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
}
