import { appointmentNotesRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextAreaField, useZodForm } from '@vetnow/web-kit/forms';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

export interface NotesDialogProps {
  appointment: Appointment;
  onClose: () => void;
  onSaved: () => void;
}

/** Add Notes: the doctor's own notes, prefilled from `doctorNotes` → PUT /appointments/:id/notes → 'Notes saved'. */
export function NotesDialog({ appointment, onClose, onSaved }: NotesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const save = useApiMutation(API.booking.notes);
  const form = useZodForm(appointmentNotesRequestSchema, { defaultValues: { notes: appointment.doctorNotes ?? '' } });
  const { isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ notes }) => {
    try {
      await save.mutateAsync({ params: { id: appointment._id }, body: { notes } });
      notify.success(t('notes.success'));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('notes.failed')));
    }
  });

  return (
    <FormModal
      title={t('notes.title')}
      description={t('notes.intro', { pet: appointment.pet.name, owner: appointment.user.fullName })}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      submitLabel={t('notes.submit')}
      cancelLabel={t('notes.cancel')}
    >
      <FormTextAreaField form={form} name="notes" label={t('notes.label')} rows={6} />
    </FormModal>
  );
}
