import { useTranslation } from 'react-i18next';
import { RowButton } from '@vetnow/web-kit/ui/button';
import type { DataTableProps } from '@vetnow/web-kit/ui/data-table';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';

/**
 * The actions column of a calendar table whose rows the admin can remove (the closures, a doctor's leave): a danger
 * button per row, named after the row by `<group>.removeLabel` with `names(row)`, that opens the section's
 * confirmation (`onRemove`).
 */
export function useRemoveColumn<Row>(
  group: 'closures' | 'leave',
  names: (row: Row) => Record<string, string>,
  onRemove: (row: Row) => void,
): NonNullable<DataTableProps<Row>['actions']> {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  return {
    header: t(`${group}.columns.actions`),
    cell: (row) => (
      <RowButton variant="danger" aria-haspopup="dialog" aria-label={t(`${group}.removeLabel`, names(row))} onClick={() => onRemove(row)}>
        {t(`${group}.remove`)}
      </RowButton>
    ),
  };
}
