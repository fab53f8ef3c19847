import { useId, useRef, useState, type FormEvent } from 'react';
import { completeAppointmentRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from '@vetnow/web-kit/form-errors';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { completeAppointment } from '../api/doctor-dashboard-api';
import { NAMESPACE, dashboardMessageTranslator } from '../i18n/doctor-dashboard-i18n';
import { TextAreaField } from './text-area-field';

export interface CompleteAppointmentDialogProps {
  appointment: Appointment;
  onClose: () => void;
  /** After the server accepted the completion (the list refreshes). */
  onCompleted: () => void;
}

/** The first message per top-level field (`recommendations.3` counts as `recommendations`). */
function byField(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

/**
 * Mark as Completed: asks for the visit's findings (diagnosis, recommendations one per line, notes for the
 * owner; all optional) → PUT /appointments/:id/complete → 'Appointment marked as completed'.
 */
export function CompleteAppointmentDialog({ appointment, onClose, onCompleted }: CompleteAppointmentDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [values, setValues] = useState({ diagnosis: '', recommendations: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = completeAppointmentRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(byField(fieldErrorsOf(parsed.error.issues, dashboardMessageTranslator(t))));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const { diagnosis, recommendations, notes } = parsed.data;
    setBusy(true);
    try {
      await completeAppointment(appointment._id, {
        diagnosis: diagnosis || undefined,
        recommendations,
        notes: notes || undefined,
      });
      notify.success(t('complete.success'));
      onCompleted();
    } catch (error) {
      notify.error(errorMessage(error, t('complete.failed')));
      setBusy(false);
    }
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

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
      <form id={formId} ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextAreaField label={t('complete.diagnosis')} value={values.diagnosis} onChange={set('diagnosis')} error={errors.diagnosis} />
        <TextAreaField
          label={t('complete.recommendations')}
          hint={t('complete.recommendationsHint')}
          rows={4}
          value={values.recommendations}
          onChange={set('recommendations')}
          error={errors.recommendations}
        />
        <TextAreaField label={t('complete.notes')} value={values.notes} onChange={set('notes')} error={errors.notes} />
      </form>
    </Modal>
  );
}
