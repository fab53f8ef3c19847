/**
 * The day sheet's tables: cards on narrow screens (each row a card, each cell labelled), a table from `md` on and
 * always on paper (`print:`), with the actions column left off the print (`vn-no-print`, front-desk-print.css).
 */
export const SHEET = {
  table: 'block w-full text-left text-sm md:table print:table',
  head: 'sr-only md:not-sr-only md:table-header-group print:not-sr-only print:table-header-group',
  headRow: 'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600',
  th: 'px-3 py-2',
  body: 'flex flex-col gap-3 md:table-row-group print:table-row-group',
  row:
    'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none ' +
    'print:table-row print:rounded-none print:border-0 print:border-b print:p-0 print:shadow-none',
  cell: 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top print:table-cell print:px-2 print:py-1 print:align-top',
  /** A cell's name on a card (the column header says it on wide screens and on paper). */
  cardLabel: 'font-medium text-slate-600 md:hidden print:hidden',
  actions: 'vn-no-print',
} as const;
