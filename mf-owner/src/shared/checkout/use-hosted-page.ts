import { useEffect, useRef, useState } from 'react';
import { API } from '@vetnow/contracts/api';
import type { CheckoutForm } from '@vetnow/contracts/payments';
import type { PublicUser } from '@vetnow/contracts/user';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { startHostedCheckout } from './hosted-checkout';

/** PayHere's customer fields of the owner, from the profile: phone (required by PayHere), street and city. */
export interface Payer {
  phone: string;
  address?: string;
  city?: string;
}

export class PhoneMissing extends Error {}

/** The owner's Payer; throws PhoneMissing for a profile without a contact number. */
export function payerOf(owner: Pick<PublicUser, 'contactNumber' | 'address'>): Payer {
  const phone = owner.contactNumber?.trim() ?? '';
  if (!phone) throw new PhoneMissing('no contact number');
  const street = owner.address?.street?.trim();
  const city = owner.address?.city?.trim();
  return { phone, ...(street ? { address: street } : {}), ...(city ? { city } : {}) };
}

export interface HostedPage<A extends unknown[]> {
  /** Leaves for PayHere's page; resolves with the failure's text when it could not (the page is then still here). */
  start: (...args: A) => Promise<string | null>;
  busy: boolean;
  /** The last failure's text, until the next start. */
  error: string | null;
}

/**
 * Leaving VetNow for one of PayHere's hosted pages (the checkout, the preapproval): the owner's Payer from the profile
 * (read when first needed unless `enabled`), the signed form from svc-payments (`formOf`), then the form submitted —
 * `busy` until the page has gone. A failure stays here with its text: the server's by its code, `texts.failed`, or
 * `texts.phoneMissing`. Back with the Back button, the browser may show this page as it was left (the back/forward
 * cache): the button is usable again.
 */
export function useHostedPage<A extends unknown[]>(
  formOf: (payer: Payer, ...args: A) => Promise<CheckoutForm>,
  texts: { failed: string; phoneMissing: string },
  { enabled = true }: { enabled?: boolean } = {},
): HostedPage<A> {
  const profile = useApiQuery(API.auth.getProfile, undefined, { enabled });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function start(...args: A): Promise<string | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const owner = profile.data ?? (await profile.refetch({ throwOnError: true })).data;
      if (!owner) throw new Error('profile unavailable');
      startHostedCheckout(await formOf(payerOf(owner), ...args)); // leaving VetNow: busy until the page goes
      return null;
    } catch (failure) {
      const text = failure instanceof PhoneMissing ? texts.phoneMissing : errorText(failure, texts.failed);
      running.current = false;
      setBusy(false);
      setError(text);
      return text;
    }
  }

  return { start, busy, error };
}
