import { lazy, Suspense } from 'react';
import type { CashPaymentDialogProps } from '@vetnow/web-kit/ui/cash-payment-dialog';

// Loaded when first opened: the dialog and its form code stay out of the screen's first load (route budgets).
const KitCashPaymentDialog = lazy(() =>
  import('@vetnow/web-kit/ui/cash-payment-dialog').then((m) => ({ default: m.CashPaymentDialog })),
);

/** Mark as paid for the admin's appointments list and the front desk's day sheet: the kit's dialog with their texts. */
export function CashPaymentDialog(props: CashPaymentDialogProps) {
  return (
    <Suspense fallback={null}>
      <KitCashPaymentDialog {...props} />
    </Suspense>
  );
}
