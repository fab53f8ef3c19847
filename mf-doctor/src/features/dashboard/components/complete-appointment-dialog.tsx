import type { Appointment } from '@vetnow/contracts/appointment';
import { errorBodyOf } from '@vetnow/web-kit/api';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { FormTextAreaField, useZodForm } from '@vetnow/web-kit/forms';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CareGivenSection,
  completeFormDefaults,
  completeFormSchema,
  completeRequestOf,
  PET_CARE_NS,
  useCareSchedules,
  useVisitPet,
  type CompleteFormValues,
} from '../../pet-care';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

export interface CompleteAppointmentDialogProps {
  appointment: Appointment;
  onClose: () => void;
  /** After the server accepted the completion (the lists refresh through the invalidation map). */
  onCompleted: () => void;
}

/** The refusals of the care given that name a row's field (`errors[].path`, e.g. `care.vaccinations.0.nextDueOn`). */
const CARE_CODES = ['CARE_SCHEDULE_NOT_APPLICABLE', 'CARE_NEXT_DUE_INVALID'] as const;

/**
 * Mark as Completed: asks for the visit's findings (diagnosis, recommendations one per line, notes for the
 * owner; all optional) and the care given (issue 38: weight, vaccinations, treatments, prescriptions) →
 * PUT /appointments/:id/complete → 'Appointment marked as completed'.
 */
export function CompleteAppointmentDialog({ appointment, onClose, onCompleted }: CompleteAppointmentDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: careText } = useTranslation(PET_CARE_NS);
  const complete = useApiMutation(API.booking.complete);
  const visitDate = appointment.appointmentDate;
  const schema = useMemo(() => completeFormSchema(visitDate), [visitDate]);
  const form = useZodForm(schema, { defaultValues: completeFormDefaults() });
  const { isSubmitting: busy } = form.formState;
  const pet = useVisitPet(appointment);
  const schedules = useCareSchedules();

  /** A care refusal at its row's field, in the current language; false when the error is not one. */
  const placeCareError = (error: unknown): boolean => {
    const code = errorCodeOf(error);
    if (!CARE_CODES.includes(code as (typeof CARE_CODES)[number])) return false;
    const text = careText(`care.errors.${code}`, { pet: appointment.pet.name });
    const paths = ((errorBodyOf(error) as { errors?: { path?: unknown }[] } | undefined)?.errors ?? [])
      .map((e) => e.path)
      .filter((path): path is string => typeof path === 'string' && path.startsWith('care.'));
    paths.forEach((path, i) => form.setError(path as Path<CompleteFormValues>, { type: 'server', message: text }, { shouldFocus: i === 0 }));
    if (paths.length === 0) notify.error(text);
    return true;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await complete.mutateAsync({ params: { id: appointment._id }, body: completeRequestOf(values) });
      notify.success(t('complete.success'));
      onCompleted();
    } catch (error) {
      if (!placeCareError(error)) notify.error(errorText(error, t('complete.failed')));
    }
  });

  return (
    <FormModal
      title={t('complete.title')}
      description={t('complete.intro', { pet: appointment.pet.name, owner: appointment.user.fullName })}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      submitLabel={t('complete.submit')}
      cancelLabel={t('complete.cancel')}
      formClassName="flex flex-col gap-4"
    >
      <FormTextAreaField form={form} name="diagnosis" label={t('complete.diagnosis')} />
      <FormTextAreaField form={form} name="recommendations" label={t('complete.recommendations')} hint={t('complete.recommendationsHint')} rows={4} />
      <FormTextAreaField form={form} name="notes" label={t('complete.notes')} />
      <CareGivenSection
        form={form}
        pet={pet}
        visitDate={visitDate}
        schedules={schedules.data}
        schedulesFailed={schedules.isError}
        petName={appointment.pet.name}
      />
    </FormModal>
  );
}
