import { useEffect, useRef, useState } from 'react';
import { API } from '@vetnow/contracts/api';
import type { CheckoutRequest } from '@vetnow/contracts/payments';
import type { PublicUser } from '@vetnow/contracts/user';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { useTranslation } from 'react-i18next';
import en from './checkout.en.json' with { type: 'json' };
import { startHostedCheckout } from './hosted-checkout';

const NAMESPACE = 'owner-checkout';
addResources(NAMESPACE, en, {
  si: () => import('./checkout.si.json', { with: { type: 'json' } }),
  ta: () => import('./checkout.ta.json', { with: { type: 'json' } }),
});

export interface StartOptions {
  /** Called with the text shown for a failure (the page is then still here). */
  onError?: (text: string) => void;
}

export interface HostedCheckout {
  /**
   * Asks svc-payments for the signed checkout form of the appointment's card payment and submits it: the browser
   * leaves for the provider's page (and `busy` stays true until it has gone). On a failure nothing navigates: `error`
   * holds its text and `options.onError` is called with it.
   */
  start: (appointmentId: string, options?: StartOptions) => Promise<void>;
  busy: boolean;
  /** The last failure's text (the server's, by its code, or a fallback), until the next start. */
  error: string | null;
}

class PhoneMissing extends Error {}

/**
 * Right after booking, svc-payments may not have heard of the appointment yet (it learns it from appointment.booked):
 * the checkout answers PAYMENT_NOT_FOUND for a moment. The page knows it has just booked, so it asks again — every
 * NOT_FOUND_RETRY_MS, for NOT_FOUND_PATIENCE_MS in all — instead of the server making every unknown id wait.
 */
export const NOT_FOUND_RETRY_MS = 250;
export const NOT_FOUND_PATIENCE_MS = 8_000;

async function untilFound<T>(call: () => Promise<T>, patienceMs = NOT_FOUND_PATIENCE_MS): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      return await call();
    } catch (failure) {
      if (errorCodeOf(failure) !== 'PAYMENT_NOT_FOUND' || Date.now() >= deadline) throw failure;
      await new Promise((resolve) => setTimeout(resolve, NOT_FOUND_RETRY_MS));
    }
  }
}

/** The checkout request of an appointment: the owner's phone, street and city from the profile (PayHere asks for them). */
export function checkoutRequestOf(appointmentId: string, owner: Pick<PublicUser, 'contactNumber' | 'address'>): CheckoutRequest {
  const phone = owner.contactNumber?.trim() ?? '';
  if (!phone) throw new PhoneMissing('no contact number');
  const street = owner.address?.street?.trim();
  const city = owner.address?.city?.trim();
  return { appointmentId, phone, ...(street ? { address: street } : {}), ...(city ? { city } : {}) };
}

/**
 * Card payments on the provider's hosted checkout (issue 35), for the payment screen (a new card, right after
 * booking) and the confirmation screen (pay again after a failed or abandoned attempt). `enabled: false` leaves the
 * profile unread until a start needs it.
 */
export function useHostedCheckout({ enabled = true }: { enabled?: boolean } = {}): HostedCheckout {
  const { t } = useTranslation(NAMESPACE);
  const profile = useApiQuery(API.auth.getProfile, undefined, { enabled });
  const checkout = useApiMutation(API.payments.checkout);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  // Back from the provider's page with the Back button, the browser may show this page as it was left (the
  // back/forward cache): busy then, for a page that did not go anywhere.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function start(appointmentId: string, options: StartOptions = {}): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const owner = profile.data ?? (await profile.refetch({ throwOnError: true })).data;
      if (!owner) throw new Error('profile unavailable');
      const body = checkoutRequestOf(appointmentId, owner);
      const form = await untilFound(() => checkout.mutateAsync({ body }));
      startHostedCheckout(form); // leaving VetNow: busy until the page goes
    } catch (failure) {
      const text = failure instanceof PhoneMissing ? t('phoneMissing') : errorText(failure, t('failed'));
      running.current = false;
      setBusy(false);
      setError(text);
      options.onError?.(text);
    }
  }

  return { start, busy, error };
}
