import { useRef, useState } from 'react';
import type { Appointment, BookRequest } from '@vetnow/contracts/appointment';
import { cardDigits, summarizeNewCard, summarizeSavedCard, toSaveCardRequest } from '@vetnow/contracts/card';
import type { PaymentMethod } from '@vetnow/contracts/constants';
import { SIMULATED_PAYMENT_DELAY_MS } from '@vetnow/contracts/constants';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBookAppointment, useSaveCard } from '../../../shared/api/owner-queries';
import { completeBooking, readDraft, writeDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { newIdempotencyKey } from '../../../shared/booking-wizard/idempotency-key';
import { bookingPath, type BookingLocationState } from '../../../shared/booking-wizard/navigation';
import type { CardChoice } from '../components/card-form';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The book request of a draft: the booking data, the method, the card summary (card only) and the answers. */
export function bookRequestOf(draft: StoredDraft, method: PaymentMethod, choice?: CardChoice): BookRequest {
  const paymentData =
    method === 'card' && choice
      ? choice.kind === 'new'
        ? summarizeNewCard(choice.card)
        : summarizeSavedCard(choice.card)
      : undefined;
  return {
    doctorId: draft.doctorId,
    appointmentDate: draft.appointmentDate,
    timeSlot: draft.timeSlot,
    pet: draft.pet,
    reason: draft.reason,
    paymentMethod: method,
    ...(paymentData ? { paymentData } : {}),
    ...(draft.diagnosisData ? { diagnosisData: draft.diagnosisData } : {}),
  };
}

/** The book call's answer when the slot was taken by someone else meanwhile. */
const isSlotTaken = (error: unknown) => errorCodeOf(error) === 'BOOKING_SLOT_TAKEN';

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
 * appointment stored for /confirmation. BOOKING_SLOT_TAKEN: its text, back to step 1 of the wizard
 * (pet info kept). Other failures: the text of the answer's code or 'Failed to book appointment' (and, for a card,
 * 'Payment failed. Please try again.' in the form). Every attempt uses the draft's Idempotency-Key.
 */
export function usePayAndBook(draft: StoredDraft): PayAndBook {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [cardFailure, setCardFailure] = useState<string | null>(null);
  const bookCall = useBookAppointment();
  const saveCardCall = useSaveCard();
  /** The card saved by an earlier attempt (a retry after a failed booking does not save it twice). */
  const savedAlready = useRef<string | null>(null);

  async function book(method: PaymentMethod, choice?: CardChoice): Promise<Appointment | null> {
    const current = readDraft() ?? draft;
    const idempotencyKey = current.idempotencyKey ?? newIdempotencyKey();
    const paymentData = bookRequestOf(current, method, choice).paymentData;
    writeDraft({ ...current, idempotencyKey, paymentMethod: method, ...(paymentData ? { paymentData } : { paymentData: undefined }) });
    try {
      return await bookCall.mutateAsync({ request: bookRequestOf(current, method, choice), idempotencyKey });
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
          await saveCardCall.mutateAsync(toSaveCardRequest(choice.card));
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
