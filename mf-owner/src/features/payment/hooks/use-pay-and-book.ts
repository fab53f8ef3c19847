import { useRef, useState } from 'react';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { cardDigits, toSaveCardRequest } from '@vetnow/contracts/card';
import type { PaymentMethod } from '@vetnow/contracts/constants';
import { SIMULATED_PAYMENT_DELAY_MS } from '@vetnow/contracts/constants';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@vetnow/web-kit/router';
import { completeBooking, readDraft, writeDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { newIdempotencyKey } from '../../../shared/booking-wizard/idempotency-key';
import { noteHoldGone } from '../../../shared/booking-wizard/slot-hold';
import { bookingPath, type BookingLocationState } from '../../../shared/booking-wizard/navigation';
import { bookRequestOf } from '../components/book-request';
import type { CardChoice } from '../components/card-form';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The book call's answers when the slot can no longer be had: booked or held by someone else meanwhile (the owner's
 * own hold expired), or the clinic closed / the doctor went on leave then (issue 11). The owner chooses another.
 */
const SLOT_GONE = new Set(['BOOKING_SLOT_TAKEN', 'BOOKING_SLOT_HELD', 'BOOKING_CLINIC_CLOSED', 'BOOKING_DOCTOR_ON_LEAVE']);
const isSlotTaken = (error: unknown) => SLOT_GONE.has(errorCodeOf(error) ?? '');

export interface PayAndBook {
  busy: boolean;
  /** Shown inside the card form. */
  cardFailure: string | null;
  payCash: () => Promise<void>;
  payCard: (choice: CardChoice) => Promise<void>;
}

/**
 * Books the draft. Card: the simulated 2 s payment, then (if asked) POST /payments/save-card, then the booking
 * with the card summary. Success: 'Appointment booked successfully!', the draft and the answers cleared, the
 * appointment stored for /confirmation. The slot gone (taken, held by another, closed): its text, back to step 1 of the wizard
 * (pet info kept). Other failures: the text of the answer's code or 'Failed to book appointment' (and, for a card,
 * 'Payment failed. Please try again.' in the form). Every attempt uses the draft's Idempotency-Key.
 */
export function usePayAndBook(draft: StoredDraft): PayAndBook {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [cardFailure, setCardFailure] = useState<string | null>(null);
  const bookCall = useApiMutation(API.booking.book);
  const saveCardCall = useApiMutation(API.payments.saveCard);
  /** The card saved by an earlier attempt (a retry after a failed booking does not save it twice). */
  const savedAlready = useRef<string | null>(null);

  async function book(method: PaymentMethod, choice?: CardChoice): Promise<Appointment | null> {
    const current = readDraft() ?? draft;
    const idempotencyKey = current.idempotencyKey ?? newIdempotencyKey();
    const body = bookRequestOf(current, method, choice);
    const { paymentData } = body;
    writeDraft({ ...current, idempotencyKey, paymentMethod: method, ...(paymentData ? { paymentData } : { paymentData: undefined }) });
    try {
      // The draft's Idempotency-Key: a retry answers the appointment booked the first time instead of booking twice.
      return (await bookCall.mutateAsync({ body, headers: { 'Idempotency-Key': idempotencyKey } })).appointment;
    } catch (error) {
      if (isSlotTaken(error)) {
        notify.error(errorText(error, t('errors.slotTaken')));
        const state: BookingLocationState = { reselectSlot: true };
        void navigate(bookingPath(current.doctorId), { state });
        return null;
      }
      notify.error(errorText(error, t('errors.bookFailed')));
      if (method === 'card') setCardFailure(t('errors.paymentFailed'));
      return null;
    }
  }

  function succeed(appointment: Appointment) {
    notify.success(t('success'));
    completeBooking(appointment);
    noteHoldGone(); // the booking took the owner's slot hold
    void navigate('/confirmation', { replace: true });
  }

  async function payCash() {
    if (busy) return;
    setBusy(true);
    const appointment = await book('cash');
    if (appointment) succeed(appointment);
    else setBusy(false);
  }

  async function payCard(choice: CardChoice) {
    if (busy) return;
    setBusy(true);
    setCardFailure(null);
    await wait(SIMULATED_PAYMENT_DELAY_MS);
    if (choice.kind === 'new' && choice.card.saveCard) {
      const fingerprint = `${cardDigits(choice.card.cardNumber)}|${choice.card.expiryDate}|${choice.card.cardholderName}`;
      if (savedAlready.current !== fingerprint) {
        try {
          await saveCardCall.mutateAsync({ body: toSaveCardRequest(choice.card) });
          savedAlready.current = fingerprint;
        } catch (error) {
          setCardFailure(errorText(error, t('errors.paymentFailed')));
          setBusy(false);
          return;
        }
      }
    }
    const appointment = await book('card', choice);
    if (appointment) succeed(appointment);
    else setBusy(false);
  }

  return { busy, cardFailure, payCash, payCard };
}
