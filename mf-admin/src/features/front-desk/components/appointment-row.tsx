import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { Badge, statusTone, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { RowButton } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrivalAction } from '../hooks/use-desk-actions';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { clinicTimeOf } from './desk-time';
import { SHEET } from './sheet-table';

const ARRIVAL_TONE: Record<'expected' | 'arrived' | 'no-show', BadgeTone> = { expected: 'gray', arrived: 'green', 'no-show': 'red' };

export interface AppointmentRowProps {
  appointment: DeskAppointment;
  /** The sheet shows today (Check in is for today's visits only). */
  today: boolean;
  /** The current time (ms): No-show opens at `noShowFrom`. */
  now: number;
  /** An action is being sent for this visit. */
  busy: boolean;
  onAction: (action: ArrivalAction) => void;
  /** Mark as paid: opens the cash dialog (a pay-at-clinic visit not paid yet, not cancelled). */
  onTakeCash: () => void;
}

/**
 * A pay-at-clinic visit whose cash the desk has not taken yet: not cancelled, and not a no-show (nobody came to pay;
 * an owner who came late is checked in after Undo, and pays then).
 */
export const awaitsCash = (a: DeskAppointment) =>
  a.paymentMethod === 'cash' && a.paymentStatus === 'pending' && a.status !== 'cancelled' && a.arrival?.state !== 'no-show';

/**
 * One visit of the day: time, owner with a tel: link, pet, reason, doctor, payment, the visit's status and its
 * arrival (Expected / Arrived hh:mm / No-show), and what the desk may do — Check in (today), No-show (from the start
 * plus the grace period; until then disabled, "from hh:mm"), Undo for a recorded arrival — and Mark as paid for a
 * pay-at-clinic visit whose cash is still to be taken (the payment then reads Paid (cash) with the receipt).
 */
export function AppointmentRow({ appointment: a, today, now, busy, onAction, onTakeCash }: AppointmentRowProps) {
  const { t } = useTranslation(FRONT_DESK_NS);
  const hintId = useId();
  const label = (text: string) => <span className={SHEET.cardLabel}>{text}: </span>;
  const time = formatSlotTime(a.timeSlot);
  const pet = t('appointments.pet', { name: a.pet.name, type: t(`petType.${a.pet.type}`, { defaultValue: a.pet.type }) });
  const names = { owner: a.user.fullName, pet: a.pet.name, time };
  const scheduled = a.status === 'scheduled';
  const arrival = a.arrival?.state ?? 'expected';
  const noShowOpen = now >= Date.parse(a.noShowFrom);
  const takeCash = awaitsCash(a);
  const actionLabel = (action: ArrivalAction) => t('actions.rowLabel', { ...names, action: t(`actions.${action}`) });

  return (
    <tr data-row-id={a._id} className={SHEET.row}>
      <th scope="row" data-row-focus="" tabIndex={-1} className={`${SHEET.cell} font-semibold whitespace-nowrap text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600`}>
        <time dateTime={a.startsAt}>{time}</time>
      </th>
      <td className={SHEET.cell}>
        {label(t('appointments.columns.owner'))}
        <span className="font-medium text-slate-900">{a.user.fullName}</span>
        <span className="block">
          <PhoneLink value={a.user.contactNumber} />
        </span>
      </td>
      <td className={SHEET.cell}>
        {label(t('appointments.columns.pet'))}
        {pet}
      </td>
      <td className={`${SHEET.cell} md:max-w-56 break-words`}>
        {label(t('appointments.columns.reason'))}
        {a.reason}
      </td>
      <td className={SHEET.cell}>
        {label(t('appointments.columns.doctor'))}
        {a.doctor.fullName}
      </td>
      <td className={SHEET.cell}>
        {label(t('appointments.columns.payment'))}
        <span className="md:block print:block">{t(`payment.method.${a.paymentMethod}`)}</span>
        <span className="md:hidden print:hidden"> · </span>
        <span className="text-slate-600 md:block print:block">
          {a.cashPayment ? t('cashPayment.paidCash') : t(`payment.status.${a.paymentStatus}`)}
        </span>
        {a.cashPayment && (
          <span className="block text-xs text-slate-600">{t('cashPayment.receipt', { receipt: a.cashPayment.receiptNumber })}</span>
        )}
      </td>
      <td className={SHEET.cell}>
        {label(t('appointments.columns.status'))}
        <span className="inline-flex flex-wrap gap-1">
          <Badge tone={statusTone(a.status)}>{t(`status.${a.status}`)}</Badge>
          {(scheduled || a.arrival) && (
            <Badge tone={ARRIVAL_TONE[arrival]}>
              {arrival === 'arrived' ? t('arrival.arrived', { time: clinicTimeOf(a.arrival!.at) }) : t(`arrival.${arrival}`)}
            </Badge>
          )}
        </span>
      </td>
      <td className={`${SHEET.cell} ${SHEET.actions} pt-2`}>
        {scheduled || takeCash ? (
          <div className="flex flex-wrap items-center gap-2">
            {scheduled && !a.arrival && (
              <>
                {today && (
                  <RowButton variant="primary" data-row-action="" busy={busy} aria-label={actionLabel('checkIn')} onClick={() => onAction('checkIn')}>
                    {t('actions.checkIn')}
                  </RowButton>
                )}
                <RowButton
                  data-row-action=""
                  disabled={!noShowOpen || busy}
                  aria-label={actionLabel('noShow')}
                  aria-describedby={noShowOpen ? undefined : hintId}
                  onClick={() => onAction('noShow')}
                >
                  {t('actions.noShow')}
                </RowButton>
                {!noShowOpen && (
                  <span id={hintId} className="text-xs text-slate-600">
                    {t('actions.noShowFrom', { time: clinicTimeOf(a.noShowFrom) })}
                  </span>
                )}
              </>
            )}
            {scheduled && a.arrival && (
              <RowButton data-row-action="" busy={busy} aria-label={actionLabel('undo')} onClick={() => onAction('undo')}>
                {t('actions.undo')}
              </RowButton>
            )}
            {takeCash && (
              <RowButton
                data-row-action=""
                aria-label={t('actions.rowLabel', { ...names, action: t('cashPayment.action') })}
                onClick={onTakeCash}
              >
                {t('cashPayment.action')}
              </RowButton>
            )}
          </div>
        ) : (
          <span className="text-slate-500">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('actions.none')}</span>
          </span>
        )}
      </td>
    </tr>
  );
}
