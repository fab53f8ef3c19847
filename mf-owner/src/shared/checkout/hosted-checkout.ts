import type { CheckoutForm } from '@vetnow/contracts/payments';

/** Marks the form this module adds, so a second start replaces the first instead of adding another. */
const MARK = 'data-vetnow-checkout';

/**
 * Leaves VetNow for the provider's hosted checkout (issue 35, PayHere's Checkout API): builds
 * `<form method="post" action={checkout.action}>` with one hidden input per field, in the order the server signed
 * them, appends it to the document's body and submits it. The browser then loads the provider's page, where the
 * owner enters the card: VetNow never sees the card number. Returns the form (for tests; the page is leaving).
 */
export function startHostedCheckout(checkout: CheckoutForm, doc: Document = document): HTMLFormElement {
  for (const old of doc.querySelectorAll(`form[${MARK}]`)) old.remove();
  const form = doc.createElement('form');
  form.setAttribute(MARK, '');
  form.method = 'post';
  form.action = checkout.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  // submit(), not requestSubmit(): no submit event for the page's handlers, no validation — the form is ours.
  form.submit();
  return form;
}

/**
 * The location state the payment screen hands /confirmation when the appointment was booked but its hosted checkout
 * could not be started: the failure's text (the confirmation then offers to pay now).
 */
export interface CheckoutNotStartedState {
  checkoutError: string;
}

/** The failure text of a CheckoutNotStartedState, or null for any other state. */
export function checkoutErrorOf(state: unknown): string | null {
  const text = (state as Partial<CheckoutNotStartedState> | null)?.checkoutError;
  return typeof text === 'string' && text ? text : null;
}
