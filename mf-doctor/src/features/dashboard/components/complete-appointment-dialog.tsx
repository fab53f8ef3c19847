import { useId } from 'react';
import { completeAppointmentRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { useCompleteAppointment } from '../../../shared/api/doctor-api';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { TextAreaField } from './text-area-field';

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
  const formId = useId();
  const complete = useCompleteAppointment();
  const form = useZodForm(completeAppointmentRequestSchema, { defaultValues: { diagnosis: '', recommendations: '', notes: '' } });
  const { errors, isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ diagnosis, recommendations, notes }) => {
    try {
      await complete.mutateAsync({
        id: appointment._id,
        findings: { diagnosis: diagnosis || undefined, recommendations, notes: notes || undefined },
      });
      notify.success(t('complete.success'));
      onCompleted();
    } catch (error) {
      notify.error(errorText(error, t('complete.failed')));
    }
  });

  return (
    <Modal
      open
      title={t('complete.title')}
      description={t('complete.intro', { pet: appointment.pet.name, owner: appointment.user.fullName })}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('complete.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('complete.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextAreaField label={t('complete.diagnosis')} {...form.register('diagnosis')} error={fieldError(errors, 'diagnosis')} />
        <TextAreaField
          label={t('complete.recommendations')}
          hint={t('complete.recommendationsHint')}
          rows={4}
          {...form.register('recommendations')}
          error={fieldError(errors, 'recommendations')}
        />
        <TextAreaField label={t('complete.notes')} {...form.register('notes')} error={fieldError(errors, 'notes')} />
      </form>
    </Modal>
  );
}
