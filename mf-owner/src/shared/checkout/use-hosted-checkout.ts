import { API } from '@vetnow/contracts/api';
import type { CheckoutRequest } from '@vetnow/contracts/payments';
import type { PublicUser } from '@vetnow/contracts/user';
import { errorCodeOf } from '@vetnow/web-kit/errors';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { useTranslation } from 'react-i18next';
import en from './checkout.en.json' with { type: 'json' };
import { payerOf, useHostedPage } from './use-hosted-page';

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
  return { appointmentId, ...payerOf(owner) };
}

/**
 * Card payments on the provider's hosted checkout (issue 35), for the payment screen (a new card, right after
 * booking) and the confirmation screen (pay again after a failed or abandoned attempt). `enabled: false` leaves the
 * profile unread until a start needs it.
 */
export function useHostedCheckout({ enabled = true }: { enabled?: boolean } = {}): HostedCheckout {
  const { t } = useTranslation(NAMESPACE);
  const checkout = useApiMutation(API.payments.checkout);
  const page = useHostedPage(
    (payer, appointmentId: string) => untilFound(() => checkout.mutateAsync({ body: { appointmentId, ...payer } })),
    { failed: t('failed'), phoneMissing: t('phoneMissing') },
    { enabled },
  );

  async function start(appointmentId: string, options: StartOptions = {}): Promise<void> {
    const failure = await page.start(appointmentId);
    if (failure) options.onError?.(failure);
  }

  return { start, busy: page.busy, error: page.error };
}
