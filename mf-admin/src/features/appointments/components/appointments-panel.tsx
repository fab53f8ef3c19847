import { lazy, Suspense, useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Badge, statusTone } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { ADMIN_APPOINTMENTS_NS } from '../i18n/admin-appointments-i18n';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { canRefund, formatRefundAmount } from './refund-rules';

// Loaded when first opened: the refund form (and the contract's schema) stay out of the screen's first load.
const RefundDialog = lazy(() => import('./refund-dialog').then((m) => ({ default: m.RefundDialog })));

export { ADMIN_APPOINTMENTS_NS };

/** The states the admin may move an appointment from (any time: contract booking.reschedule). */
const MOVABLE = new Set<Appointment['status']>(['scheduled', 'needs-rescheduling']);

/** Newest first: by start instant. */
const newestFirst = (list: Appointment[]) => [...list].sort((a, b) => (a.startsAt < b.startsAt ? 1 : a.startsAt > b.startsAt ? -1 : 0));

/** A pay-at-clinic appointment whose cash has not been recorded yet (and that is not cancelled): Mark as paid. */
const awaitsCash = (a: Appointment) => a.paymentMethod === 'cash' && a.paymentStatus === 'pending' && a.status !== 'cancelled';

const CELL = 'block py-0.5 md:table-cell md:px-3 md:py-3';

/**
 * The Appointments tab: user → doctor, date, time, pet, status; 'Error fetching appointments' on failure. A scheduled
 * or needs-rescheduling appointment has a Reschedule action (the dialog; the list is read again after a move); an
 * unpaid pay-at-clinic one not cancelled has Mark as paid (cash at the desk), after which its status reads Paid (cash).
 * A paid card appointment not refunded in full has Refund (issue 35 §4); one refunded reads Refunded LKR x.
 */
export function AppointmentsPanel({ now }: { now?: () => Date } = {}) {
  const { t } = useTranslation(ADMIN_APPOINTMENTS_NS);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [paying, setPaying] = useState<Appointment | null>(null);
  const [refunding, setRefunding] = useState<Appointment | null>(null);
  // GET /api/admin/appointments — every appointment (svc-booking).
  const query = useApiQuery(API.booking.adminAppointments, undefined, { select: newestFirst, meta: { errorToast: t('fetchFailed') } });
  const list = query.data ?? [];

  const actionNames = (a: Appointment) => ({
    user: a.user?.fullName ?? '',
    pet: a.pet?.name ?? '',
    date: formatClinicDate(a.appointmentDate),
    time: formatSlotTime(a.timeSlot),
  });

  return (
    <div>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('title')}</h2>
      <QueryStates state={listState({ loading: query.isPending, empty: list.length === 0 })} loadingLabel={t('loading')} empty={{ title: t('empty') }}>
        <DataTable
          caption={t('caption')}
          rows={list}
          rowKey={(a) => a._id}
          cellClassName={CELL}
          rowHeader={{
            header: t('columns.who'),
            className: 'font-semibold text-slate-900',
            cell: (a) => t('userToDoctor', { user: a.user?.fullName ?? '', doctor: a.doctor?.fullName ?? '' }),
          }}
          columns={[
            { header: t('columns.date'), cell: (a) => formatClinicDate(a.appointmentDate) },
            { header: t('columns.time'), cell: (a) => formatSlotTime(a.timeSlot) },
            {
              header: t('columns.pet'),
              cell: (a) => (a.pet ? t('pet', { name: a.pet.name, type: t(`petType.${a.pet.type}`, { defaultValue: a.pet.type }) }) : ''),
            },
            { header: t('columns.status'), cell: (a) => <StatusCell appointment={a} /> },
          ]}
          actions={{
            header: t('columns.actions'),
            className: 'pt-2',
            cell: (a) => (
              <>
                {MOVABLE.has(a.status) && (
                  <Button variant="secondary" aria-haspopup="dialog" aria-label={t('reschedule.actionLabel', actionNames(a))} onClick={() => setMoving(a)}>
                    {t('reschedule.action')}
                  </Button>
                )}
                {awaitsCash(a) && (
                  <Button variant="secondary" className="md:ml-2" aria-haspopup="dialog" aria-label={t('cashPayment.actionLabel', actionNames(a))} onClick={() => setPaying(a)}>
                    {t('cashPayment.action')}
                  </Button>
                )}
                {canRefund(a) && (
                  <Button variant="secondary" className="md:ml-2" aria-haspopup="dialog" aria-label={t('refund.actionLabel', actionNames(a))} onClick={() => setRefunding(a)}>
                    {t('refund.action')}
                  </Button>
                )}
              </>
            ),
          }}
        />
      </QueryStates>
      {paying && <CashPaymentDialog namespace={ADMIN_APPOINTMENTS_NS} appointment={paying} onClose={() => setPaying(null)} onPaid={() => setPaying(null)} />}
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog appointment={refunding} onClose={() => setRefunding(null)} onDone={() => setRefunding(null)} />
        </Suspense>
      )}
      <RescheduleDialog appointment={moving} {...(now ? { now } : {})} onClose={() => setMoving(null)} />
    </div>
  );
}

/** The status badge, with the cash receipt or the refund under it. */
function StatusCell({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation(ADMIN_APPOINTMENTS_NS);
  return (
    <>
      <Badge tone={statusTone(a.status)}>{t(`status.${a.status}`, { defaultValue: a.status })}</Badge>
      {a.cashPayment && (
        <span className="mt-1 block text-green-800">
          {t('cashPayment.paidCash')} · {t('cashPayment.receipt', { receipt: a.cashPayment.receiptNumber })}
        </span>
      )}
      {a.refund && <span className="mt-1 block text-slate-700">{t('refund.refunded', { amount: formatRefundAmount(a.refund.amount) })}</span>}
    </>
  );
}
