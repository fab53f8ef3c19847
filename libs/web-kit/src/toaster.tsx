import { useEffect } from 'react';
// The headless entry only: react-hot-toast's main entry styles its Toaster with goober, which writes a <style>
// element at import time — refused by the site's CSP (style-src without 'unsafe-inline', ADR 0013). The toasts
// are drawn here with the design system's classes instead. `react-hot-toast/headless` is the shared singleton.
import toast, {
  resolveValue,
  useToaster,
  useToasterStore,
  type Toast,
  type ToastOptions,
} from 'react-hot-toast/headless';

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

function ToastIcon({ toast: t }: { toast: Toast }) {
  if (t.icon !== undefined) return <span aria-hidden="true">{t.icon}</span>;
  if (t.type === 'loading') {
    return (
      <span
        aria-hidden="true"
        className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-r-slate-600 motion-reduce:animate-none"
      />
    );
  }
  if (t.type !== 'success' && t.type !== 'error') return null;
  const success = t.type === 'success';
  return (
    <span
      aria-hidden="true"
      className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-white ${success ? 'bg-emerald-500' : 'bg-red-500'}`}
    >
      <svg viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {success ? <path d="M3.5 8.5l3 3 6-7" strokeLinejoin="round" /> : <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />}
      </svg>
    </span>
  );
}

/**
 * The site's one toaster (rendered once, by the shell): toasts stacked at the top centre, newest first, styled by
 * classes (no inline <style>, so the CSP needs no 'unsafe-inline'). Hovering a toast pauses its timer.
 */
export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATIONS.blank,
    success: { duration: TOAST_DURATIONS.success },
    error: { duration: TOAST_DURATIONS.error },
    loading: { duration: TOAST_DURATIONS.loading },
  });
  // Top centre, but below the sticky header (one 64 px row at every width, 4.75rem = 76 px): a toast never covers
  // the logo, the Menu button or the account menu — on phones the header spans the whole width.
  return (
    <div
      data-toaster="top-center"
      className="pointer-events-none fixed inset-x-4 top-[4.75rem] z-[9999] flex flex-col items-center justify-center gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
          aria-hidden={t.visible ? undefined : true}
          className={`pointer-events-auto flex max-w-sm items-center gap-3 rounded-lg bg-white px-3 py-2 text-sm text-slate-800 shadow-lg ring-1 ring-black/5 transition duration-300 ease-out motion-reduce:transition-none starting:-translate-y-2 starting:opacity-0 ${
            t.visible ? 'translate-y-0 opacity-100' : '-translate-y-2 opacity-0'
          } ${t.className ?? ''}`}
        >
          <ToastIcon toast={t} />
          <div {...t.ariaProps} className="flex-1 py-0.5 leading-snug">
            {resolveValue(t.message, t)}
          </div>
        </div>
      ))}
    </div>
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
