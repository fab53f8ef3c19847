import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';

export interface FormModalProps {
  /** Shown while true (default); a dialog that is mounted only when needed leaves it out. */
  open?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The form's submit handler (react-hook-form's handleSubmit result). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While true the submit button shows busy, Cancel is disabled and Escape does not close. */
  busy: boolean;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Classes of the <form> (its layout, e.g. a grid). */
  formClassName?: string;
  children: ReactNode;
}

/** A form's Cancel (disabled while busy) and its busy submit button; `form` is the form's id when outside it. */
export function FormButtons({ busy, onCancel, cancelLabel, submitLabel, form }: { busy: boolean; onCancel: () => void; cancelLabel: ReactNode; submitLabel: ReactNode; form?: string }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={form} busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * A Modal holding one form, with Cancel and the submit button in its footer (the button submits the form through
 * its `form` id). Closing is refused while the form is being sent.
 */
export function FormModal({ open = true, title, description, onSubmit, onClose, busy, submitLabel, cancelLabel, formClassName, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={<FormButtons busy={busy} onCancel={onClose} cancelLabel={cancelLabel} submitLabel={submitLabel} form={formId} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Modal>
  );
}
