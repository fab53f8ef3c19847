import { useEffect, useState, type ReactNode } from 'react';
import type { AffectedAppointment } from '@vetnow/contracts/calendar';
import { focusFirstError } from '@vetnow/web-kit/forms';
import { Button, type ButtonVariant } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { AffectedVisits } from './affected-visits';

/**
 * The preview step of a closed-time form: the checked request, or null while the form shows. Back on the form after
 * a refusal, focus goes to the first field with a message (if any).
 */
export function usePreviewStep<V extends FieldValues, Request>(form: UseFormReturn<V, unknown, Request>) {
  const [preview, setPreview] = useState<Request | null>(null);
  useEffect(() => {
    if (preview === null) focusFirstError(form);
  }, [preview, form]);
  return [preview, setPreview] as const;
}

export interface ClosedTimeModalProps {
  open: boolean;
  title: string;
  /** Said above the form (not on the preview step). */
  description: string;
  /** The form's id: the footer's Check button submits it. */
  formId: string;
  checkLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  /** The preview step's summary of the closed time; null shows the form. */
  summary: ReactNode | null;
  /** The booked visits the closed time would hit (the preview's read). */
  affected: { data: readonly AffectedAppointment[] | undefined; isError: boolean; isPending: boolean };
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  /** The form. */
  children: ReactNode;
}

/**
 * Closed time in two steps (a clinic closure, a doctor's leave): the form with Cancel and Check, then the visits it
 * would hit with Back and the confirmation. Closing is refused while the confirmation is being saved.
 */
export function ClosedTimeModal(props: ClosedTimeModalProps) {
  const { open, title, description, formId, checkLabel, confirmLabel, confirmVariant = 'primary', busy, summary, affected, onBack, onConfirm, onClose } = props;
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const previewing = summary !== null;
  return (
    <Modal
      open={open}
      title={title}
      description={previewing ? undefined : description}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        previewing ? (
          <>
            <Button variant="secondary" onClick={onBack} disabled={busy}>
              {t('back')}
            </Button>
            <Button variant={confirmVariant} busy={busy} disabled={affected.isPending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {checkLabel}
            </Button>
          </>
        )
      }
    >
      {previewing ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-800">{summary}</p>
          <AffectedVisits visits={affected.data} failed={affected.isError} />
        </div>
      ) : (
        props.children
      )}
    </Modal>
  );
}
