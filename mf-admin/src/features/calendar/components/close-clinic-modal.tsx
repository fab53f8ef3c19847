import { useId } from 'react';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { useCalendarText } from './calendar-text';
import { ClosedTimeModal, usePreviewStep } from './closed-time-modal';
import { CLOSURE_ERROR_FIELD, closureFormSchema, emptyClosureForm } from './closure-form';

export interface CloseClinicModalProps {
  open: boolean;
  now: Date;
  onClose: () => void;
}

/**
 * Close the clinic: date, whole day or from–to, reason (the contracts' schema) → the booked visits it would hit
 * (GET /admin/calendar/closures/affected) → Close the clinic (POST). A refusal goes back to the form with the
 * message at its field.
 */
export function CloseClinicModal({ open, now, onClose }: CloseClinicModalProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const formId = useId();
  const text = useCalendarText();
  const form = useZodForm(closureFormSchema, { defaultValues: emptyClosureForm() });
  const span = useWatch({ control: form.control, name: 'span' });
  const [preview, setPreview] = usePreviewStep(form);
  const affected = useApiQuery(
    API.clinic.adminClosureAffected,
    { query: { date: preview?.date ?? '', startTime: preview?.startTime, endTime: preview?.endTime } },
    { enabled: preview !== null },
  );
  const add = useApiMutation(API.clinic.adminAddClosure);

  const check = form.handleSubmit((request) => setPreview(request));

  async function confirm() {
    if (!preview) return;
    try {
      await add.mutateAsync({ body: preview });
      notify.success(t('closures.toasts.added', { date: formatClinicDate(preview.date) }));
      onClose();
    } catch (error) {
      setPreview(null);
      applyServerErrors(form, error, CLOSURE_ERROR_FIELD);
      notify.error(errorText(error, t('closures.toasts.saveFailed')));
    }
  }

  return (
    <ClosedTimeModal
      open={open}
      title={t('closures.form.title')}
      description={t('closures.form.description')}
      formId={formId}
      checkLabel={t('closures.form.check')}
      confirmLabel={t('closures.form.confirm')}
      confirmVariant="danger"
      busy={add.isPending}
      summary={
        preview &&
        t('affected.closureSummary', { date: formatClinicDate(preview.date), time: text.span(preview.startTime, preview.endTime), reason: preview.reason })
      }
      affected={affected}
      onBack={() => setPreview(null)}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void check(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormTextField form={form} name="date" type="date" min={clinicToday(now)} label={t('closures.form.date')} required />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('closures.form.span')}</legend>
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            {(['day', 'part'] as const).map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input type="radio" value={value} {...form.register('span')} className="h-5 w-5 accent-teal-700" />
                <span className="text-sm text-slate-900">{value === 'day' ? t('closures.form.wholeDay') : t('closures.form.partOfDay')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {span === 'part' && (
          <>
            <FormTextField form={form} name="startTime" type="time" label={t('closures.form.from')} required />
            <FormTextField form={form} name="endTime" type="time" label={t('closures.form.to')} required />
          </>
        )}
        <div className="sm:col-span-2">
          <FormTextField form={form} name="reason" label={t('closures.form.reason')} hint={t('closures.form.reasonHint')} autoComplete="off" required />
        </div>
      </form>
    </ClosedTimeModal>
  );
}
