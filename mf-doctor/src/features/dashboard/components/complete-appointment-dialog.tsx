import { completeAppointmentRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextAreaField, useZodForm } from '@vetnow/web-kit/forms';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

export interface CompleteAppointmentDialogProps {
  appointment: Appointment;
  onClose: () => void;
  /** After the server accepted the completion (the lists refresh through the invalidation map). */
  onCompleted: () => void;
}

/**
 * Mark as Completed: asks for the visit's findings (diagnosis, recommendations one per line, notes for the
 * owner; all optional) → PUT /appointments/:id/complete → 'Appointment marked as completed'.
 */
export function CompleteAppointmentDialog({ appointment, onClose, onCompleted }: CompleteAppointmentDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const complete = useApiMutation(API.booking.complete);
  const form = useZodForm(completeAppointmentRequestSchema, { defaultValues: { diagnosis: '', recommendations: '', notes: '' } });
  const { isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ diagnosis, recommendations, notes }) => {
    try {
      await complete.mutateAsync({
        params: { id: appointment._id },
        body: { diagnosis: diagnosis || undefined, recommendations, notes: notes || undefined },
      });
      notify.success(t('complete.success'));
      onCompleted();
    } catch (error) {
      notify.error(errorText(error, t('complete.failed')));
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
    </FormModal>
  );
}
