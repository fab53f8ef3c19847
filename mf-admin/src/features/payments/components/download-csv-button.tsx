import { daysBetween, paymentExportFileName, PAYMENT_EXPORT_MAX_DAYS } from '@vetnow/contracts/payments';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAYMENTS_NS } from '../i18n/admin-payments-i18n';
import type { PaymentFilterValues } from './payment-filters';
import { saveTextFile } from './save-file';

/**
 * "Download CSV": fetches GET /payments/export.csv with the page's filters through the API client (the session's
 * token, as every call) and saves it as `vetnow-payments-<from>-<to>.csv`. A failure says so in a toast.
 */
export function DownloadCsvButton({ filters, disabled }: { filters: PaymentFilterValues; disabled: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const hintId = useId();
  const rangeId = useId();
  const download = useApiMutation(API.payments.exportCsv, {
    onSuccess: (csv, { query }) => saveTextFile(csv, paymentExportFileName(query!.from, query!.to), 'text/csv;charset=utf-8'),
    onError: (error) => notify.error(errorText(error, t('download.failed'))),
  });
  const tooLong = !disabled && daysBetween(filters.from, filters.to) > PAYMENT_EXPORT_MAX_DAYS;
  const { status, method, from, to } = filters;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        busy={download.isPending}
        disabled={disabled || tooLong}
        // The name is the visible text (WCAG 2.5.3); which payments it downloads is the description.
        aria-describedby={tooLong ? hintId : disabled ? undefined : rangeId}
        onClick={() =>
          download.mutate({ query: { from, to, ...(status ? { status } : {}), ...(method ? { method } : {}) } })
        }
      >
        {t('download.action')}
      </Button>
      {!disabled && (
        <span id={rangeId} className="sr-only">
          {t('download.label', { from: formatClinicDate(from, i18n.language), to: formatClinicDate(to, i18n.language) })}
        </span>
      )}
      {tooLong && (
        <p id={hintId} className="text-sm text-slate-600">
          {t('download.tooLong', { days: PAYMENT_EXPORT_MAX_DAYS })}
        </p>
      )}
    </div>
  );
}
