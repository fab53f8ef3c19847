import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
// By package name, not './remote-scope': the shared singleton, so the shell's RemoteScope context is the one read.
import { remoteScopeAttributes, useRemoteScope } from '@vetnow/web-kit/ui/remote-scope';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  /** Optional description, linked with aria-describedby. */
  description?: ReactNode;
}

/**
 * A labelled modal dialog on the native `<dialog>` (ADR 0018): `showModal()` puts it in the top layer and makes
 * the rest of the page inert (the browser keeps focus inside, no hand-made trap), Escape closes it through
 * `onClose`, and focus goes back to the element that opened it.
 */
export function Modal({ open, title, onClose, children, footer, description }: ModalProps) {
  const { t } = useTranslation('common');
  const scope = useRemoteScope();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal focuses the first focusable element; environments without it (jsdom) get the same by hand.
    if (typeof node.showModal === 'function') node.showModal();
    else {
      node.setAttribute('open', '');
      node.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      if (typeof node.close === 'function' && node.open) node.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  /** The browser's close request (Escape, a phone's back gesture): the owner decides, through onClose. */
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      {...remoteScopeAttributes(scope)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onKeyDown={(event) => {
        // Where the browser raises no cancel event for Escape (jsdom, older engines), Escape still closes.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
      className="m-0 mt-auto max-h-[90vh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl backdrop:bg-slate-900/50 focus:outline-none sm:m-auto sm:max-w-lg sm:rounded-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="min-h-11 min-w-11 rounded-lg text-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description && (
        <p id={descriptionId} className="mb-4 text-sm text-slate-600">
          {description}
        </p>
      )}
      {children}
      {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
    </dialog>
  );
}
