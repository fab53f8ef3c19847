import { useId } from 'react';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { apiQuery, useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';

/**
 * "Closed for appointments on public holidays" (on by default): a switch that saves at once (PUT
 * /admin/calendar/policy); the holidays' Clinic column follows through the invalidation map.
 */
export function HolidayPolicySwitch() {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const id = useId();
  const client = useQueryClient();
  const policy = useApiQuery(API.clinic.adminGetHolidayPolicy, undefined, { meta: { errorToast: t('policy.failed') } });
  const save = useApiMutation(API.clinic.adminSetHolidayPolicy, {
    onSuccess: (answer) => client.setQueryData(apiQuery(API.clinic.adminGetHolidayPolicy).queryKey, answer),
  });
  const closed = save.isPending ? save.variables.body.closedOnPublicHolidays : policy.data?.closedOnPublicHolidays;

  const change = (next: boolean) =>
    save.mutateAsync({ body: { closedOnPublicHolidays: next } }).then(
      () => void notify.success(next ? t('policy.savedClosed') : t('policy.savedOpen')),
      (error: unknown) => void notify.error(errorText(error, t('policy.failed'))),
    );

  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="h-5 w-5 shrink-0 accent-teal-700"
          checked={closed ?? true}
          disabled={closed === undefined || save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t('policy.closed')}
        </label>
        {(policy.isPending || save.isPending) && <Spinner size="sm" label={t('loading')} />}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('policy.hint')}
      </p>
    </div>
  );
}
