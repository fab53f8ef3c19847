import type { ReactNode } from 'react';
import type { PaymentState } from './payment-state';

/** The payment state as a short text with a tone (and a spinner while processing), for lists and receipts. */
export function PaymentStatusText({ state, gaveUp = false, children }: { state: PaymentState; gaveUp?: boolean; children: ReactNode }) {
  const tone =
    state === 'paid' || state === 'paidCash'
      ? 'text-green-800'
      : state === 'failed'
        ? 'font-semibold text-red-800'
        : state === 'processing'
          ? 'text-amber-900'
          : 'text-slate-900';
  return (
    <span className={`inline-flex items-center gap-1.5 ${tone}`}>
      {state === 'processing' && !gaveUp && (
        <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-amber-300 border-t-amber-800 motion-reduce:animate-none" />
      )}
      {children}
    </span>
  );
}
