import { useId } from 'react';
import { appointmentNotesRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { useSaveNotes } from '../../../shared/api/doctor-api';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { TextAreaField } from './text-area-field';

export interface NotesDialogProps {
  appointment: Appointment;
  onClose: () => void;
  onSaved: () => void;
}

/** Add Notes: the doctor's own notes, prefilled from `doctorNotes` → PUT /appointments/:id/notes → 'Notes saved'. */
export function NotesDialog({ appointment, onClose, onSaved }: NotesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const save = useSaveNotes();
  const form = useZodForm(appointmentNotesRequestSchema, { defaultValues: { notes: appointment.doctorNotes ?? '' } });
  const { errors, isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ notes }) => {
    try {
      await save.mutateAsync({ id: appointment._id, notes });
      notify.success(t('notes.success'));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('notes.failed')));
    }
  });

  return (
    <Modal
      open
      title={t('notes.title')}
      description={t('notes.intro', { pet: appointment.pet.name, owner: appointment.user.fullName })}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('notes.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('notes.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <TextAreaField label={t('notes.label')} rows={6} {...form.register('notes')} error={fieldError(errors, 'notes')} />
      </form>
    </Modal>
  );
}
