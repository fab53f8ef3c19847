import type { CareSchedule } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { FormTextAreaField, FormTextField, applyServerErrors, fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_PET_CARE_NS } from '../i18n/admin-pet-care-i18n';
import { MAX_STAGES, formValuesOf, scheduleFormSchema, type ScheduleFormValues } from './schedule-form';

/**
 * Edit a care schedule: name, first-dose age, the stages ("until age (weeks) / every N days", the last one without an
 * age limit), notes and whether doctors can choose it → PUT /admin/care-schedules/:id (careScheduleUpdateSchema) →
 * a toast; the schedules refresh through the invalidation map.
 */
export function CareScheduleFormModal({ schedule, onClose }: { schedule: CareSchedule; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  const form = useZodForm(scheduleFormSchema, { defaultValues: formValuesOf(schedule) });
  // The schema's input is the form's own values (texts and a flag): the fields bind to those.
  const fields = form as unknown as UseFormReturn<ScheduleFormValues>;
  const stages = useFieldArray({ control: fields.control, name: 'stages' });
  const box = useRef<HTMLFieldSetElement>(null);
  const save = useApiMutation(API.pets.updateCareSchedule);
  const { isSubmitting: busy, errors } = form.formState;
  const stagesError = fieldError(errors, 'stages.root') ?? (errors.stages && 'message' in errors.stages ? fieldError(errors, 'stages') : undefined);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ params: { id: schedule.id }, body });
      notify.success(t('form.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      if (errorCodeOf(error) === 'CARE_SCHEDULE_NOT_FOUND') {
        notify.error(t('form.errors.CARE_SCHEDULE_NOT_FOUND'));
        onClose();
        return;
      }
      if (!applyServerErrors(fields, error)) notify.error(errorText(error, t('form.failed')));
    }
  });

  const last = stages.fields.length - 1;
  return (
    <FormModal
      title={t('form.title', { name: schedule.name })}
      description={t('form.description', { species: t(`species.${schedule.species}`), kind: t(`kinds.${schedule.kind}`) })}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      formClassName="flex flex-col gap-4"
    >
      <FormTextField form={fields} name="name" label={t('form.name')} required autoComplete="off" />
      <FormTextField form={fields} name="firstDoseAgeWeeks" label={t('form.firstDoseAgeWeeks')} inputMode="numeric" required />
      <fieldset ref={box} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3" aria-describedby="schedule-stages-hint">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.stages')}</legend>
        <p id="schedule-stages-hint" className="text-xs text-slate-600">
          {t('form.stagesHint')}
        </p>
        {stages.fields.map((field, index) => (
          <fieldset key={field.id} className="grid grid-cols-2 items-start gap-3 border-t border-slate-100 pt-3 first-of-type:border-t-0">
            <legend className="sr-only">{t('form.stage', { number: index + 1 })}</legend>
            {index === last ? (
              <p className="flex min-h-11 items-center self-end text-sm text-slate-700">{t('form.noLimit')}</p>
            ) : (
              <FormTextField form={fields} name={`stages.${index}.untilAgeWeeks`} label={t('form.untilAgeWeeks')} inputMode="numeric" required />
            )}
            <FormTextField form={fields} name={`stages.${index}.intervalDays`} label={t('form.intervalDays')} inputMode="numeric" required />
            {stages.fields.length > 1 && (
              <div className="col-span-2">
                <Button
                  variant="ghost"
                  aria-label={t('form.removeStage', { number: index + 1 })}
                  onClick={() => {
                    stages.remove(index);
                    box.current?.querySelector<HTMLButtonElement>('[data-add]')?.focus();
                  }}
                >
                  {t('form.remove')}
                </Button>
              </div>
            )}
          </fieldset>
        ))}
        {stagesError && (
          <p role="alert" className="text-sm text-red-700">
            {stagesError}
          </p>
        )}
        <div>
          <Button
            data-add
            variant="secondary"
            disabled={stages.fields.length >= MAX_STAGES}
            // A new stage goes before the last one (the open-ended adult interval stays last).
            onClick={() => stages.insert(Math.max(0, last), { untilAgeWeeks: '', intervalDays: '' })}
          >
            {t('form.addStage')}
          </Button>
        </div>
      </fieldset>
      <FormTextAreaField form={fields} name="notes" label={t('form.notes')} rows={4} />
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-teal-700" {...fields.register('active')} />
        {t('form.active')}
      </label>
    </FormModal>
  );
}
