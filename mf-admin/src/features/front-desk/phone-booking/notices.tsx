import type { ReactNode } from 'react';

/**
 * A polite live region that is always in the page (so what is put in it is announced): the outcome of an action
 * that went well — an account created, a link sent, a place on the waitlist.
 */
export function StatusNotice({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? <p className="rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">{children}</p> : null}
    </div>
  );
}

/** A refusal or a failure, announced at once (the text comes from errorText: the server's code in the language). */
export function AlertNotice({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {children}
    </p>
  );
}
