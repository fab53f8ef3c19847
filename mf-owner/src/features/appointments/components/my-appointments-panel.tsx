import { useState } from 'react';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { AppointmentFilter } from '@vetnow/contracts/constants';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { RescheduleDialog } from '../../reschedule';
import { cancellationRefundOf, formatRefundAmount } from '../../../shared/payment-status/refund';
import { useRefundCutoffHours } from '../../../shared/payment-status/use-refund-policy';
import { useOwnerAppointments } from '../hooks/use-owner-appointments';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { AppointmentFilters } from './appointment-filters';
import { AppointmentList } from './appointment-list';
import { filterAppointments, filterCounts, newestFirst } from './appointment-views';

export interface MyAppointmentsPanelProps {
  /** "Now" for the upcoming/past filters and the cancel rule — injectable for tests. */
  now?: () => Date;
  /** Heading level of each card (2 on /appointments; 3 inside a tab panel under an h2). */
  headingLevel?: 2 | 3;
}

/**
 * The owner's appointments with the six filters and the cancel flow (confirm dialog → PUT …/cancel → toast;
 * the cancellation invalidates the appointments and slots queries, so every list refreshes, and a refund shows
 * once the server made it; for a paid card appointment the dialog first tells the refund policy) and the reschedule
 * flow (the reschedule dialog → PUT …/reschedule → toast; the lists refresh likewise). Used by /appointments and
 * the Appointments tab of /profile.
 */
export function MyAppointmentsPanel({ now = () => new Date(), headingLevel = 2 }: MyAppointmentsPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const { status, appointments, paymentCheckGaveUp: gaveUp } = useOwnerAppointments();
  const [filter, setFilter] = useState<AppointmentFilter>('all');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const cancel = useApiMutation(API.booking.cancel);
  // Asked once the list holds a paid card visit, so the cancel dialog knows the policy when it opens.
  const cutoffHours = useRefundCutoffHours(appointments.some((a) => a.paymentMethod === 'card' && a.paymentStatus === 'completed'));
  const current = now();

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate({ params: { id: cancelling._id } }, {
      onSuccess: () => notify.success(t('cancel.success')),
      onError: (error) => notify.error(errorText(error, t('cancel.failed'))),
      onSettled: () => setCancelling(null),
    });
  }

  if (status === 'loading') return <PageSpinner label={t('loading')} />;

  const sorted = newestFirst(appointments);
  return (
    <div className="flex flex-col gap-4">
      <AppointmentFilters value={filter} onChange={setFilter} counts={filterCounts(sorted, current)} />
      <AppointmentList
        appointments={filterAppointments(sorted, filter, current)}
        now={current}
        onCancel={setCancelling}
        onReschedule={setRescheduling}
        headingLevel={headingLevel}
        paymentCheckGaveUp={gaveUp}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        message={
          <>
            <span className="block">{t('cancel.confirm')}</span>
            {cancelling && cutoffHours !== undefined && (
              <RefundPolicyNote appointment={cancelling} now={current} cutoffHours={cutoffHours} />
            )}
          </>
        }
        confirmLabel={t('cancel.yes')}
        cancelLabel={t('cancel.keep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
      <RescheduleDialog appointment={rescheduling} now={now} onClose={() => setRescheduling(null)} />
    </div>
  );
}

/**
 * Before the owner confirms cancelling a paid card appointment (issue 35 §4): the fee goes back to the card when
 * it is cancelled at least `cutoffHours` ahead (svc-payments' policy; or when it needs rescheduling), otherwise it is
 * not refunded. Nothing for cash or a card payment not made. Inline (a span): it sits inside the dialog's description.
 */
function RefundPolicyNote({ appointment, now, cutoffHours }: { appointment: Appointment; now: Date; cutoffHours: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const refund = cancellationRefundOf(appointment, now, cutoffHours);
  if (!refund) return null;
  const amount = formatRefundAmount(refund.amount, i18n.language);
  return refund.kind === 'full' ? (
    <span role="note" className="mt-3 block rounded-lg border border-green-200 bg-green-50 p-3 text-green-900">
      {t('cancel.refundFull', { amount })}
    </span>
  ) : (
    <span role="note" className="mt-3 block rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
      {t('cancel.refundNone', { amount, hours: cutoffHours })}
    </span>
  );
}
