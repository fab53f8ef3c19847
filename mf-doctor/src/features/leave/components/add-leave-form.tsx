import { useId, useState } from 'react';
import type { AffectedAppointment } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { apiQuery, useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCTOR_LEAVE_NS } from '../i18n/doctor-leave-i18n';
import { LEAVE_ERROR_FIELD, emptyLeaveForm, leaveFormSchema, type LeaveRequest } from '@vetnow/web-kit/leave-form';

/**
 * Add leave: from–to dates, or part of one date with times, and an optional reason (the contracts' schema). The
 * booked visits it would hit are looked up first (GET /doctors/dashboard/leave/affected); when there are any, the
 * doctor sees them and confirms. A refusal (overlapping leave, a date in the past) shows at its field.
 */
export function AddLeaveForm({ now }: { now: Date }) {
  const { t } = useTranslation(DOCTOR_LEAVE_NS);
  const id = useId();
  const client = useQueryClient();
  const form = useZodForm(leaveFormSchema, { defaultValues: emptyLeaveForm() });
  const partOfDay = useWatch({ control: form.control, name: 'partOfDay' });
  const add = useApiMutation(API.clinic.addOwnLeave);
  const [pending, setPending] = useState<{ request: LeaveRequest; visits: AffectedAppointment[] } | null>(null);
  const today = clinicToday(now);

  async function save(request: LeaveRequest) {
    try {
      await add.mutateAsync({ body: request });
      notify.success(t('toasts.added'));
      setPending(null);
      form.reset(emptyLeaveForm());
    } catch (error) {
      setPending(null);
      applyServerErrors(form, error, LEAVE_ERROR_FIELD);
      notify.error(errorText(error, t('toasts.saveFailed')));
    }
  }

  const submit = form.handleSubmit(async (request) => {
    const { reason: _reason, ...window } = request;
    let visits: AffectedAppointment[];
    try {
      visits = await client.fetchQuery(apiQuery(API.clinic.ownLeaveAffected, { query: window }));
    } catch (error) {
      notify.error(errorText(error, t('toasts.previewFailed')));
      return;
    }
    if (visits.length > 0) setPending({ request, visits });
    else await save(request);
  });
  const busy = form.formState.isSubmitting || add.isPending;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {t('add.title')}
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="fromDate" type="date" min={today} label={t('add.fromDate')} required readOnly={busy} />
        {!partOfDay && <FormTextField form={form} name="toDate" type="date" min={today} label={t('add.toDate')} hint={t('add.toDateHint')} readOnly={busy} />}
        <div className="sm:col-span-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" {...form.register('partOfDay')} aria-describedby={`${id}-part-hint`} disabled={busy} className="h-5 w-5 accent-teal-700" />
            <span className="text-sm text-slate-900">{t('add.partOfDay')}</span>
          </label>
          <p id={`${id}-part-hint`} className="text-xs text-slate-600">
            {t('add.partOfDayHint')}
          </p>
        </div>
        {partOfDay && (
          <>
            <FormTextField form={form} name="startTime" type="time" label={t('add.startTime')} required readOnly={busy} />
            <FormTextField form={form} name="endTime" type="time" label={t('add.endTime')} required readOnly={busy} />
          </>
        )}
        <div className="sm:col-span-2">
          <FormTextField form={form} name="reason" label={t('add.reason')} autoComplete="off" readOnly={busy} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {t('add.submit')}
          </Button>
        </div>
      </form>

      <Modal
        open={pending !== null}
        title={t('affected.title')}
        description={pending ? t('affected.message', { count: pending.visits.length }) : undefined}
        onClose={() => {
          if (!add.isPending) setPending(null);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={add.isPending}>
              {t('affected.cancel')}
            </Button>
            <Button busy={add.isPending} onClick={() => pending && void save(pending.request)}>
              {t('affected.confirm')}
            </Button>
          </>
        }
      >
        <ul aria-label={t('affected.title')} className="flex flex-col gap-2 text-sm">
          {pending?.visits.map((v) => (
            <li key={v.appointmentId} className="rounded-md bg-amber-50 p-2 text-amber-950">
              <span className="block font-medium">{t('affected.visit', { date: formatClinicDate(v.appointmentDate), time: formatSlotTime(v.timeSlot) })}</span>
              {v.petName && <span className="block">{t('affected.pet', { name: v.petName })}</span>}
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
