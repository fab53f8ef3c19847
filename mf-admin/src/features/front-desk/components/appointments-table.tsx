import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { useId, useState } from 'react';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { useTranslation } from 'react-i18next';
import { useArrivalActions, type ArrivalAction } from '../hooks/use-desk-actions';
import { useNowPassing } from '../hooks/use-now';
import { useRowFocus } from '../hooks/use-row-focus';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { AppointmentRow } from './appointment-row';
import { inTimeOrder } from './desk-time';
import { SHEET } from './sheet-table';

export interface AppointmentsTableProps {
  date: string;
  appointments: readonly DeskAppointment[];
  /** `date` is today in clinic time. */
  today: boolean;
}

/**
 * The day's appointments in time order with the desk's actions. Each action's result is toasted; focus stays in
 * the row (on its next action, e.g. Undo after Check in). No-show buttons open when their time comes (one timer to
 * the next `noShowFrom`). Mark as paid opens the cash dialog; the sheet is read again once the cash is recorded.
 */
export function AppointmentsTable({ date, appointments, today }: AppointmentsTableProps) {
  const { t } = useTranslation(FRONT_DESK_NS);
  const headingId = useId();
  const actions = useArrivalActions();
  const { ref, focusRow } = useRowFocus<HTMLTableElement>(appointments);
  const now = useNowPassing(appointments.map((a) => a.noShowFrom));
  const list = inTimeOrder(appointments);
  const [paying, setPaying] = useState<DeskAppointment | null>(null);

  const act = async (action: ArrivalAction, appointment: DeskAppointment) => {
    const shown = appointments;
    const recorded = await actions.run(action, appointment);
    focusRow(appointment._id, recorded ? shown : undefined);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {t('appointments.title')}
      </h2>
      {list.length === 0 ? (
        <EmptyState title={t('appointments.empty')} />
      ) : (
        <table ref={ref} className={SHEET.table}>
          <caption className="sr-only">{t('appointments.caption', { date: formatClinicDate(date) })}</caption>
          <thead className={SHEET.head}>
            <tr className={SHEET.headRow}>
              {(['time', 'owner', 'pet', 'reason', 'doctor', 'payment', 'status'] as const).map((column) => (
                <th key={column} scope="col" className={SHEET.th}>
                  {t(`appointments.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={`${SHEET.th} ${SHEET.actions}`}>
                {t('appointments.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className={SHEET.body}>
            {list.map((appointment) => (
              <AppointmentRow
                key={appointment._id}
                appointment={appointment}
                today={today}
                now={now}
                busy={actions.busyId === appointment._id}
                onAction={(action) => void act(action, appointment)}
                onTakeCash={() => setPaying(appointment)}
              />
            ))}
          </tbody>
        </table>
      )}
      {paying && <CashPaymentDialog namespace={FRONT_DESK_NS} appointment={paying} onClose={() => setPaying(null)} onPaid={() => setPaying(null)} />}
    </section>
  );
}
