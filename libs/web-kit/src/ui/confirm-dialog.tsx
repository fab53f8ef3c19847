import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this doctor?' (spec §8). */
  message: ReactNode;
  /** Defaults to the translated "Please confirm". */
  title?: ReactNode;
  /** Label of the confirming button; defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, cancel an appointment). */
  tone?: 'primary' | 'danger';
  /** Disables both buttons and shows the confirming one busy while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The site's confirm dialog (an accessible replacement for window.confirm): a modal dialog described by the
 * question, with Cancel and the confirming button. Esc, the close button and Cancel cancel.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title ?? t('confirm.title')}
      description={message}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
