import { lazy, Suspense } from 'react';
import type { CashPaymentDialogProps } from '@vetnow/web-kit/ui/cash-payment-dialog';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

// Loaded when first opened: the dialog and its form code stay out of the screen's first load (route budgets).
const KitCashPaymentDialog = lazy(() =>
  import('@vetnow/web-kit/ui/cash-payment-dialog').then((m) => ({ default: m.CashPaymentDialog })),
);

/** The doctor's Mark as paid: the kit's dialog with the dashboard's texts. */
export function CashPaymentDialog(props: Omit<CashPaymentDialogProps, 'namespace'>) {
  return (
    <Suspense fallback={null}>
      <KitCashPaymentDialog namespace={NAMESPACE} {...props} />
    </Suspense>
  );
}
