/** The confirmation screen's receipt: "Appointment Details" (doctor, time, pet, payment status, clinic, fee). */
import type { ReactNode } from 'react';
import { displayAppointmentId } from '@vetnow/contracts/appointment';
import { DEFAULT_REASON, DEFAULT_SPECIALIZATION } from '@vetnow/contracts/constants';
import { formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import type { PaymentState } from '../../../shared/payment-status/payment-state';
import { PaymentStatusText } from '../../../shared/payment-status/payment-status-text';
import { formatRefundAmount } from '../../../shared/payment-status/refund';
import type { ConfirmedAppointment } from '../../../shared/booking-wizard/wizard-store';
import { SummaryList } from '../../../shared/ui/summary-list';
import { formatLongDate } from '../../../shared/format-date';
import { useReasonText, useSpecializationText } from '../../../shared/terms/terms-texts';
import { NAMESPACE } from '../i18n/confirmation-i18n';
import { clinicAddressOf } from './confirmation-model';

/** "Appointment details" and its rows; the payment status is announced as it settles. */
export function ConfirmationDetails({
  appointment: a,
  status,
  gaveUp,
  notPaid,
}: {
  appointment: ConfirmedAppointment;
  status: PaymentState;
  /** The checks on a card payment still processing ran out ("Still processing"). */
  gaveUp: boolean;
  /** A card payment the owner left the hosted checkout without making (or that never opened). */
  notPaid: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language || 'en';
  const specialization = useSpecializationText();
  const reasonText = useReasonText();
  const stillProcessing = status === 'processing' && gaveUp && !notPaid;
  const fee = a.doctor?.consultationFee;
  const contact = a.doctor?.contactNumber?.trim();
  const pet = a.pet;
  const dash = t('notGiven');

  const rows: Array<[string, ReactNode]> = [
    [t('fields.appointmentId'), <strong key="id">{displayAppointmentId(a)}</strong>],
    [t('fields.doctor'), a.doctor?.fullName || dash],
    [t('fields.specialization'), specialization(a.doctor?.specialization || DEFAULT_SPECIALIZATION)],
    [t('fields.date'), a.appointmentDate ? formatLongDate(a.appointmentDate, locale) : dash],
    [t('fields.time'), formatSlotTime(a.timeSlot) || dash],
    [t('fields.petName'), pet?.name || dash],
    [t('fields.petType'), pet?.type ? t(`petTypes.${pet.type}`, { defaultValue: pet.type }) : dash],
    [t('fields.breed'), pet?.breed?.trim() || dash],
    [t('fields.age'), pet?.age === undefined ? dash : t('years', { count: pet.age })],
    [
      t('fields.paymentStatus'),
      <span key="payment" aria-live="polite">
        <PaymentStatusText state={status} gaveUp={gaveUp || notPaid}>
          {notPaid
            ? t('paymentStatus.notPaid')
            : stillProcessing
              ? t('paymentStatus.stillProcessing')
              : t(`paymentStatus.${status}`)}
        </PaymentStatusText>
        {a.cashPayment && (
          <span className="block text-slate-700">
            {t('cashReceipt', { receipt: a.cashPayment.receiptNumber })}
          </span>
        )}
        {a.refund && (
          <span className="block text-slate-700">
            {t('refunded', { amount: formatRefundAmount(a.refund.amount, locale) })}
          </span>
        )}
      </span>,
    ],
    [t('fields.reason'), reasonText(a.reason?.trim() || DEFAULT_REASON)],
    [t('fields.clinicAddress'), clinicAddressOf(a)],
    [t('fields.clinicContact'), contact ? <PhoneLink key="tel" value={contact} /> : dash],
    [t('fields.fee'), fee === undefined ? dash : <strong key="fee">{formatLkr(fee)}</strong>],
  ];

  return (
    <>
      <h2 className="mt-6 mb-3 text-lg font-semibold text-slate-900">{t('detailsTitle')}</h2>
      <SummaryList rows={rows} />
    </>
  );
}
