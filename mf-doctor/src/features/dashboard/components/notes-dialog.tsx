import { useId, useRef, useState, type FormEvent } from 'react';
import { appointmentNotesRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from '@vetnow/web-kit/form-errors';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { saveAppointmentNotes } from '../api/doctor-dashboard-api';
import { NAMESPACE, dashboardMessageTranslator } from '../i18n/doctor-dashboard-i18n';
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
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [notes, setNotes] = useState(appointment.doctorNotes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = appointmentNotesRequestSchema.safeParse({ notes });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, dashboardMessageTranslator(t)));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveAppointmentNotes(appointment._id, parsed.data);
      notify.success(t('notes.success'));
      onSaved();
    } catch (error) {
      notify.error(errorMessage(error, t('notes.failed')));
      setBusy(false);
    }
  }

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
      <form id={formId} ref={form} noValidate onSubmit={(e) => void submit(e)}>
        <TextAreaField label={t('notes.label')} rows={6} value={notes} onChange={(e) => setNotes(e.target.value)} error={errors.notes} />
      </form>
    </Modal>
  );
}
