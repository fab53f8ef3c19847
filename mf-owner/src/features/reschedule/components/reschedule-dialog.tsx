import { lazy, Suspense } from 'react';
import { rescheduleDialogOf, type OpenRescheduleDialogProps } from '@vetnow/web-kit/ui/reschedule-modal';

export type { RescheduleDialogProps } from '@vetnow/web-kit/ui/reschedule-modal';

// Loaded when first opened: the dialog brings the wizard's calendar and slot grid (the booking feature's public API,
// and with it the wizard and its forms), which the dashboard and My Appointments do not show until then (ADR 0097).
const Open = lazy(() => import('./reschedule-dialog-open').then((m) => ({ default: m.RescheduleDialogOpen })));

function LazyRescheduleDialogOpen(props: OpenRescheduleDialogProps) {
  return (
    <Suspense fallback={null}>
      <Open {...props} />
    </Suspense>
  );
}

/**
 * Moves an appointment to another date and slot of the same doctor (reschedule-dialog-open.tsx): nothing while no
 * appointment is given, else the dialog, its code fetched the first time it opens.
 */
export const RescheduleDialog = rescheduleDialogOf(LazyRescheduleDialogOpen);
