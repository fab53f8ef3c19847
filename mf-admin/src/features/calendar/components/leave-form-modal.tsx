import { useId } from 'react';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { useCalendarText } from './calendar-text';
import { ClosedTimeModal, usePreviewStep } from './closed-time-modal';
import { LEAVE_ERROR_FIELD, emptyLeaveForm, leaveFormSchema } from '@vetnow/web-kit/leave-form';

export interface LeaveFormModalProps {
  /** The doctor the leave is for; null closes the modal. Key the modal by the doctor and each opening. */
  doctor: { id: string; name: string } | null;
  now: Date;
  onClose: () => void;
}

/**
 * The admin adds leave for a doctor: dates from–to, or part of one date with times, an optional reason → the
 * booked visits it would hit (GET /admin/doctors/:id/leave/affected) → Add leave (POST). A refusal goes back to
 * the form with the message at its field (overlapping leave at From date).
 */
export function LeaveFormModal({ doctor, now, onClose }: LeaveFormModalProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const formId = useId();
  const text = useCalendarText();
  const form = useZodForm(leaveFormSchema, { defaultValues: emptyLeaveForm() });
  const partOfDay = useWatch({ control: form.control, name: 'partOfDay' });
  const [preview, setPreview] = usePreviewStep(form);
  const affected = useApiQuery(
    API.clinic.adminLeaveAffected,
    {
      params: { id: doctor?.id ?? '' },
      query: { fromDate: preview?.fromDate ?? '', toDate: preview?.toDate ?? '', startTime: preview?.startTime, endTime: preview?.endTime },
    },
    { enabled: preview !== null && doctor !== null },
  );
  const add = useApiMutation(API.clinic.adminAddLeave);

  if (!doctor) return null;
  const check = form.handleSubmit((request) => setPreview(request));

  async function confirm() {
    if (!preview || !doctor) return;
    try {
      await add.mutateAsync({ params: { id: doctor.id }, body: preview });
      notify.success(t('leave.toasts.added'));
      onClose();
    } catch (error) {
      setPreview(null);
      applyServerErrors(form, error, LEAVE_ERROR_FIELD);
      notify.error(errorText(error, t('leave.toasts.saveFailed')));
    }
  }

  const today = clinicToday(now);
  return (
    <ClosedTimeModal
      open
      title={t('leave.form.title', { name: doctor.name })}
      description={t('leave.form.description')}
      formId={formId}
      checkLabel={t('leave.form.check')}
      confirmLabel={t('leave.form.save')}
      busy={add.isPending}
      summary={preview && t('affected.leaveSummary', { doctor: doctor.name, when: text.leaveWhen({ startTime: null, endTime: null, ...preview }) })}
      affected={affected}
      onBack={() => setPreview(null)}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void check(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="fromDate" type="date" min={today} label={t('leave.form.fromDate')} required />
        {!partOfDay && <FormTextField form={form} name="toDate" type="date" min={today} label={t('leave.form.toDate')} hint={t('leave.form.toDateHint')} />}
        <div className="sm:col-span-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" {...form.register('partOfDay')} aria-describedby={`${formId}-part-hint`} className="h-5 w-5 accent-teal-700" />
            <span className="text-sm text-slate-900">{t('leave.form.partOfDay')}</span>
          </label>
          <p id={`${formId}-part-hint`} className="text-xs text-slate-600">
            {t('leave.form.partOfDayHint')}
          </p>
        </div>
        {partOfDay && (
          <>
            <FormTextField form={form} name="startTime" type="time" label={t('leave.form.startTime')} required />
            <FormTextField form={form} name="endTime" type="time" label={t('leave.form.endTime')} required />
          </>
        )}
        <div className="sm:col-span-2">
          <FormTextField form={form} name="reason" label={t('leave.form.reason')} autoComplete="off" />
        </div>
      </form>
    </ClosedTimeModal>
  );
}
