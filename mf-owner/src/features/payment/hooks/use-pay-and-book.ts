import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { SavedCard } from '@vetnow/contracts/card';
import type { PaymentMethod } from '@vetnow/contracts/constants';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@vetnow/web-kit/router';
import { completeBooking, readDraft, writeDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { newIdempotencyKey } from '@vetnow/web-kit/idempotency-key';
import { noteHoldGone } from '../../../shared/booking-wizard/slot-hold';
import { bookingPath, type BookingLocationState } from '../../../shared/booking-wizard/navigation';
import type { CheckoutNotStartedState } from '../../../shared/checkout/hosted-checkout';
import { useHostedCheckout } from '../../../shared/checkout/use-hosted-checkout';
import { bookRequestOf } from '../components/book-request';

/**
 * The book call's answers when the slot can no longer be had: booked or held by someone else meanwhile (the owner's
 * own hold expired), or the clinic closed / the doctor went on leave then (issue 11). The owner chooses another.
 */
const SLOT_GONE = new Set(['BOOKING_SLOT_TAKEN', 'BOOKING_SLOT_HELD', 'BOOKING_CLINIC_CLOSED', 'BOOKING_DOCTOR_ON_LEAVE']);
const isSlotTaken = (error: unknown) => SLOT_GONE.has(errorCodeOf(error) ?? '');
/** The owner reached the no-show limit (issue 39): this booking must be paid by card. */
const isCardRequired = (error: unknown) => errorCodeOf(error) === 'BOOKING_CARD_REQUIRED';

/** /confirmation of one appointment (the address also works in a tab whose session storage is gone). */
const confirmationOf = (appointmentId: string) => `/confirmation?appointment=${encodeURIComponent(appointmentId)}`;

export interface PayAndBook {
  busy: boolean;
  /** Shown in the card step. */
  cardFailure: string | null;
  /** The server refused to book with pay at clinic (BOOKING_CARD_REQUIRED): its text, shown where the owner chooses. */
  cardRequired: string | null;
  payCash: () => Promise<void>;
  /** Books with the saved card's summary: svc-payments charges it through PayHere's Charging API. */
  paySavedCard: (card: SavedCard) => Promise<void>;
  /** Books the card appointment, then leaves for the provider's hosted checkout, where the owner enters the card. */
  payOnCheckout: () => Promise<void>;
}

/**
 * Books the draft.
 * - Cash: the booking, then 'Appointment booked successfully!'.
 * - A saved card: the booking with the card's summary; svc-payments then charges it server to server (PayHere's
 *   Charging API, ADR 0053) and /confirmation shows the outcome as it settles (it polls the payment status).
 * - A new card (issue 35): the booking with paymentMethod card and no card data, then the hosted checkout — the
 *   browser leaves for PayHere's page. If the checkout cannot start, the appointment is booked all the same: to
 *   /confirmation, which offers to pay now, with the failure toasted.
 * Success: the draft and the answers cleared, the appointment stored for /confirmation. A card's outcome is not known
 * yet, so no success toast for a card (/confirmation shows the outcome). The slot gone (taken, held by another,
 * closed): its text, back to step 1 of the wizard (pet info kept). Pay at clinic refused because the owner reached
 * the no-show limit (BOOKING_CARD_REQUIRED, issue 39): its text toasted and kept for the payment choice (which then
 * offers the card only), and the owner's standing asked again. Other failures: the text of the answer's code or
 * 'Failed to book appointment' (and, for a card, 'Payment failed. Please try again.' in the card step). Every attempt
 * uses the draft's Idempotency-Key.
 */
export function usePayAndBook(draft: StoredDraft): PayAndBook {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  const [cardFailure, setCardFailure] = useState<string | null>(null);
  const [cardRequired, setCardRequired] = useState<string | null>(null);
  const client = useQueryClient();
  const bookCall = useApiMutation(API.booking.book);
  const checkout = useHostedCheckout();
  /** The appointment whose checkout the page left for (a Back to a page kept in the back/forward cache). */
  const leftFor = useRef<string | null>(null);
  const busy = booking || checkout.busy;

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted && leftFor.current) void navigate(confirmationOf(leftFor.current), { replace: true });
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [navigate]);

  async function book(method: PaymentMethod, savedCard?: SavedCard): Promise<Appointment | null> {
    const current = readDraft() ?? draft;
    const idempotencyKey = current.idempotencyKey ?? newIdempotencyKey();
    const body = bookRequestOf(current, method, savedCard);
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
      const text = errorText(error, t('errors.bookFailed'));
      notify.error(text);
      if (isCardRequired(error)) {
        setCardRequired(text);
        void client.invalidateQueries({ queryKey: [API.desk.standing.name] });
      }
      if (method === 'card') setCardFailure(t('errors.paymentFailed'));
      return null;
    }
  }

  /** The booking is done: /confirmation can show it, and the slot hold was taken by it. */
  function booked(appointment: Appointment) {
    completeBooking(appointment);
    noteHoldGone(); // the booking took the owner's slot hold
  }

  async function payCash() {
    if (busy) return;
    setBooking(true);
    const appointment = await book('cash');
    if (!appointment) return setBooking(false);
    notify.success(t('success'));
    booked(appointment);
    void navigate('/confirmation', { replace: true });
  }

  async function paySavedCard(card: SavedCard) {
    if (busy) return;
    setBooking(true);
    setCardFailure(null);
    const appointment = await book('card', card);
    if (!appointment) return setBooking(false);
    booked(appointment); // no success toast: the charge's outcome is /confirmation's to show
    void navigate('/confirmation', { replace: true });
  }

  async function payOnCheckout() {
    if (busy) return;
    setBooking(true);
    setCardFailure(null);
    const appointment = await book('card');
    if (!appointment) return setBooking(false);
    booked(appointment);
    leftFor.current = appointment._id;
    await checkout.start(appointment._id, {
      onError: (text) => {
        // Booked, but not paid: /confirmation offers to pay now (or at the clinic).
        leftFor.current = null;
        notify.error(text);
        const state: CheckoutNotStartedState = { checkoutError: text };
        void navigate(confirmationOf(appointment._id), { replace: true, state });
      },
    });
    // Started: the browser is leaving for the provider's page, so the button stays busy.
  }

  return { busy, cardFailure, cardRequired, payCash, paySavedCard, payOnCheckout };
}
