import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useTranslation } from 'react-i18next';
import { usePaymentPoll, type PaymentPoll } from '../../../shared/payment-status/payment-poll';
import { paymentSettling } from '../../../shared/payment-status/payment-state';
import { NAMESPACE } from '../i18n/appointments-i18n';

export interface OwnerAppointments {
  /** `loading` only until the first answer; a refetch keeps showing the list it replaces. */
  status: 'loading' | 'ready' | 'failed';
  appointments: Appointment[];
  /** True once the checks on a card payment still processing ran out ("Still processing"). */
  paymentCheckGaveUp: boolean;
}

const anySettling = (list: Appointment[] | undefined) => !!list?.some(paymentSettling);

/**
 * The owner's appointments (the shared query: a booking or a cancellation refreshes it). While a card payment
 * is still processing, it is fetched again (bounded backoff) until it settles. A failure toasts 'Failed to fetch
 * appointments' and leaves the list as it was (empty at first).
 */
export function useOwnerAppointments(): OwnerAppointments {
  const { t } = useTranslation(NAMESPACE);
  const poll: PaymentPoll<Appointment[]> = usePaymentPoll(anySettling);
  const query = useApiQuery(API.booking.own, {}, { refetchInterval: poll.refetchInterval, meta: { errorToast: t('errors.fetch') } });
  const status = query.data !== undefined ? 'ready' : query.isError ? 'failed' : 'loading';
  return { status, appointments: query.data ?? [], paymentCheckGaveUp: poll.gaveUp(query) };
}
