import {
  PAYMENT_METHODS,
  PAYMENT_STATUS_FILTERS,
  type PaymentMethod,
  type PaymentStatusFilter,
} from '@vetnow/contracts/payments';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAYMENTS_NS } from '../i18n/admin-payments-i18n';

/** The page's filters as the inputs hold them ('' = any status, any method). */
export interface PaymentFilterValues {
  status: PaymentStatusFilter | '';
  method: PaymentMethod | '';
  /** Clinic dates `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

export type FilterErrors = Partial<Record<'from' | 'to', 'dateRequired' | 'rangeReversed'>>;

/** What is wrong with the dates (keys of `filters.*`); empty when the range can be asked for. */
export function filterErrors({ from, to }: Pick<PaymentFilterValues, 'from' | 'to'>): FilterErrors {
  const errors: FilterErrors = {};
  if (!from) errors.from = 'dateRequired';
  if (!to) errors.to = 'dateRequired';
  else if (from && to < from) errors.to = 'rangeReversed';
  return errors;
}

/**
 * The Payments tab's filters: status, method and the clinic dates from/to. Every change applies at once (the list,
 * the day totals and the download follow); labelled native controls, so the keyboard and screen readers work as usual.
 */
export function PaymentFilters({ value, onChange }: { value: PaymentFilterValues; onChange: (next: PaymentFilterValues) => void }) {
  const { t } = useTranslation(ADMIN_PAYMENTS_NS);
  const errors = filterErrors(value);
  const error = (field: 'from' | 'to') => (errors[field] ? t(`filters.${errors[field]}`) : undefined);
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <Select
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        options={PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as PaymentFilterValues['status'] })}
      />
      <Select
        label={t('filters.method')}
        placeholder={t('filters.allMethods')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        value={value.method}
        onChange={(e) => onChange({ ...value, method: e.target.value as PaymentFilterValues['method'] })}
      />
      <TextField
        type="date"
        label={t('filters.from')}
        value={value.from}
        max={value.to || undefined}
        required
        error={error('from')}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={value.to}
        min={value.from || undefined}
        required
        error={error('to')}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
    </form>
  );
}
