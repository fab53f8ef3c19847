import { useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { AppointmentFilter } from '@vetnow/contracts/constants';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { notify } from '@vetnow/web-kit/toaster';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { cancelAppointment } from '../../../shared/api/appointments-api';
import { useOwnerAppointments } from '../hooks/use-owner-appointments';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { PAYMENT_POLL_DELAYS_MS, paymentSettling } from '../../../shared/payment-status/payment-state';
import { usePollWhile } from '../../../shared/payment-status/use-poll-while';
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
 * The owner's appointments with the six filters and the cancel flow (confirm dialog → PUT …/cancel → toast →
 * refresh). Used by /appointments and the Appointments tab of /profile. While a card payment is still
 * processing, the list is fetched again (bounded backoff) until it settles.
 */
export function MyAppointmentsPanel({ now = () => new Date(), headingLevel = 2 }: MyAppointmentsPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const { status, appointments, reload } = useOwnerAppointments();
  const [filter, setFilter] = useState<AppointmentFilter>('all');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [busy, setBusy] = useState(false);
  const current = now();
  const { gaveUp } = usePollWhile(appointments.some(paymentSettling), reload, PAYMENT_POLL_DELAYS_MS);

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelAppointment(cancelling._id);
      notify.success(t('cancel.success'));
      reload();
    } catch (error) {
      notify.error(errorMessage(error, t('cancel.failed')));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
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
        headingLevel={headingLevel}
        paymentCheckGaveUp={gaveUp}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        message={t('cancel.confirm')}
        confirmLabel={t('cancel.yes')}
        cancelLabel={t('cancel.keep')}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
