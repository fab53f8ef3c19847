import { useEffect } from 'react';
import toast, { Toaster, useToasterStore, type ToastOptions } from 'react-hot-toast';

/** Spec §9: 4000 ms default and error, 2000 ms success, loading until dismissed, at most 20 at once. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
export const TOAST_LIMIT = 20;

/** Keeps at most `limit` visible toasts, dismissing the oldest (react-hot-toast also caps its store at 20). */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => a.createdAt - b.createdAt);
    for (const extra of visible.slice(0, Math.max(0, visible.length - limit))) toast.dismiss(extra.id);
  }, [toasts, limit]);
}

/** The site's one toaster (rendered once, by the shell). */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
      }}
    />
  );
}

/** Toast helpers every screen uses (react-hot-toast is a shared singleton, so remotes toast into the shell). */
export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  loading: (message: string, options?: ToastOptions) => toast.loading(message, options),
  message: (message: string, options?: ToastOptions) => toast(message, options),
  dismiss: (id?: string) => toast.dismiss(id),
};
