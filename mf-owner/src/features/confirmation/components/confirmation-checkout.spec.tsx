import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { HttpResponse, appointment, delay, errorReply, handlerFor, owner, useHandlers } from '@vetnow/web-kit/testing';
import { readConfirmedAppointment, resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { advanceClock, fakeClockInEachTest } from '../../../testing/fake-clock';
import { ConfirmationPage } from './confirmation-page';
import { renderRoute } from '../../../testing/render-route';
import { recordSubmittedForms } from '../../../shared/checkout/testing/submitted-forms';

// Issue 35: /confirmation after PayHere's hosted checkout — the appointment of `?appointment=` (loaded when this tab
// has not stored it), the provider asked once on `checkout=return`, "Try again" / "Pay now" starting a checkout, and
// the notice of a checkout the owner left. The payment status is always the server's.

createI18n();

const ID = '5f0c2a9e-3b1d-4c7e-8a6f-1b2c3d4e5f60';
const CARD: Appointment = appointment(ID, {
  appointmentId: 'VN-20261125-7K3Q',
  pet: { name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 },
  paymentMethod: 'card',
  paymentStatus: 'pending',
});
const OTHER: Appointment = appointment('0b7c7d1e-7f55-4c8e-9d7a-2d3f4a5b6c7d', { appointmentId: 'VN-OTHER' });

const CHECKOUT_FORM = {
  action: 'https://sandbox.payhere.lk/pay/checkout',
  fields: { merchant_id: '1211149', order_id: 'VN-7K3Q-2', amount: '2500.00', currency: 'LKR', hash: '0123456789ABCDEF0123456789ABCDEF' },
};
const UNAVAILABLE = 'Card payments are not available right now. Please try again later or pay at the clinic.';

const realSetTimeout = globalThis.setTimeout;

function store(a: unknown) {
  sessionStorage.setItem('confirmedAppointment', JSON.stringify(a));
  resetWizardStore(); // as a fresh page: read what sessionStorage kept
}

function renderPage(entry: string | { pathname: string; search?: string; state?: unknown } = '/confirmation') {
  return renderRoute('/confirmation', <ConfirmationPage />, { entries: [entry] });
}

/** The value shown for a label of the details list. */
function valueOf(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling!.textContent!;
}

/** Every call answered, by contract. */
let own: Array<string>;
let refreshes: unknown[];
let checkouts: unknown[];
/** The owner's appointments' payment status at each check (the last one repeats). */
let statuses: Array<Appointment['paymentStatus']>;
let refreshAnswer: 'pending' | 'completed' | 'failed' | 'cancelled';
let checkoutAnswer: () => Response | typeof CHECKOUT_FORM;
const submitted = recordSubmittedForms();

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.setItem('token', 'a.b.c');
  own = [];
  refreshes = [];
  checkouts = [];
  statuses = ['pending'];
  refreshAnswer = 'pending';
  checkoutAnswer = () => CHECKOUT_FORM;
  useHandlers(
    handlerFor(API.booking.own, () => {
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      own.push(status);
      return [OTHER, { ...CARD, paymentStatus: status }];
    }),
    handlerFor(API.payments.refreshCheckout, ({ body }) => {
      refreshes.push(body);
      return { status: refreshAnswer };
    }),
    handlerFor(API.auth.getProfile, owner()),
    handlerFor(API.payments.checkout, ({ body }) => {
      checkouts.push(body);
      return checkoutAnswer();
    }),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/confirmation?appointment= (back from the hosted checkout)', () => {
  it('loads the appointment from the owner\'s appointments when this tab has none stored, and keeps it', async () => {
    statuses = ['completed'];
    renderPage(`/confirmation?appointment=${ID}&checkout=return`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeInTheDocument();
    expect(valueOf('Appointment ID')).toBe('VN-20261125-7K3Q');
    expect(valueOf('Payment status')).toBe('Paid');
    expect(readConfirmedAppointment()!._id).toBe(ID);
    expect(refreshes).toEqual([]); // paid: nothing to ask the provider
  });

  it('loads it too when another appointment is stored', async () => {
    statuses = ['completed'];
    store(OTHER);
    renderPage(`/confirmation?appointment=${ID.toUpperCase()}&checkout=return`);
    expect(await screen.findByText('VN-20261125-7K3Q')).toBeInTheDocument();
    expect(screen.queryByText('VN-OTHER')).not.toBeInTheDocument();
  });

  it('an appointment that is not the owner\'s (or none) → /dashboard', async () => {
    renderPage('/confirmation?appointment=9d2b7a10-0000-4000-8000-000000000000&checkout=return');
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('never takes the status from the address: cancelled on the hosted page, but the server says paid', async () => {
    statuses = ['completed'];
    store(CARD);
    renderPage(`/confirmation?appointment=${ID}&checkout=cancelled`);
    await waitFor(() => expect(valueOf('Payment status')).toBe('Paid'));
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('asks the server again when back from a retry although a failure was stored', async () => {
    statuses = ['completed'];
    store({ ...CARD, paymentStatus: 'failed' });
    renderPage(`/confirmation?appointment=${ID}&checkout=return`);
    expect(valueOf('Payment status')).toBe('Payment failed');
    await waitFor(() => expect(valueOf('Payment status')).toBe('Paid'));
    expect(own.length).toBeGreaterThanOrEqual(1);
  });
});

describe('checkout=return while the payment is still pending (fake clock)', () => {
  let client: QueryClient;

  fakeClockInEachTest();

  /** Waits (real time) for the writes in flight — the refresh is one — and lets the screen catch up. */
  async function writesAnswered() {
    await act(async () => {
      for (let waited = 0; client.isMutating() > 0 && waited < 5_000; waited += 10) await new Promise((r) => realSetTimeout(r, 10));
    });
    await advanceClock(client, 0);
  }

  it('asks svc-payments to check with the provider once, after the first answer still pending, and keeps polling', async () => {
    statuses = ['pending', 'pending', 'completed'];
    store(CARD);
    ({ client } = renderPage(`/confirmation?appointment=${ID}&checkout=return`));
    expect(refreshes).toEqual([]);
    await advanceClock(client, 0); // the first check, as the screen opens: still pending
    await writesAnswered();
    expect(refreshes).toEqual([{ appointmentId: ID }]);
    expect(valueOf('Payment status')).toBe('Processing payment…');

    await advanceClock(client, 1_000); // pending again: no second refresh
    await writesAnswered();
    expect(own).toEqual(['pending', 'pending']);
    await advanceClock(client, 1_000);
    expect(valueOf('Payment status')).toBe('Paid');
    expect(refreshes).toHaveLength(1);
  });

  it('a refresh that settles the payment is shown at once (the list is asked again)', async () => {
    statuses = ['pending', 'failed'];
    refreshAnswer = 'failed';
    store(CARD);
    ({ client } = renderPage(`/confirmation?appointment=${ID}&checkout=return`));
    await advanceClock(client, 0);
    await writesAnswered();
    await advanceClock(client, 0);
    expect(own).toEqual(['pending', 'failed']); // before the next poll's second
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  });

  it("back from a retry, svc-booking's earlier failure is stale: the provider is asked, and the checks go on until Paid", async () => {
    statuses = ['failed', 'failed', 'completed'];
    refreshAnswer = 'completed';
    store({ ...CARD, paymentStatus: 'failed' });
    ({ client } = renderPage(`/confirmation?appointment=${ID}&checkout=return`));
    await advanceClock(client, 0); // the first check: svc-booking has not heard of the new attempt yet
    await writesAnswered();
    expect(refreshes).toEqual([{ appointmentId: ID }]);
    await advanceClock(client, 1_000);
    await advanceClock(client, 1_000);
    expect(valueOf('Payment status')).toBe('Paid');
  });

  it('back from a retry that failed too: svc-payments says so, and the checks stop', async () => {
    statuses = ['failed'];
    refreshAnswer = 'failed';
    store({ ...CARD, paymentStatus: 'failed' });
    ({ client } = renderPage(`/confirmation?appointment=${ID}&checkout=return`));
    await advanceClock(client, 0);
    await writesAnswered();
    await advanceClock(client, 0);
    const checks = own.length;
    await advanceClock(client, 5_000);
    expect(own.length).toBe(checks);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('without checkout=return nothing is asked of the provider', async () => {
    statuses = ['pending', 'completed'];
    store(CARD);
    ({ client } = renderPage('/confirmation'));
    await advanceClock(client, 0);
    await writesAnswered();
    await advanceClock(client, 1_000);
    expect(valueOf('Payment status')).toBe('Paid');
    expect(refreshes).toEqual([]);
  });
});

describe('paying again on the hosted checkout', () => {
  it('a failed card payment: "Try again" posts a new checkout form to PayHere', async () => {
    const user = userEvent.setup();
    statuses = ['failed'];
    store({ ...CARD, paymentStatus: 'failed' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was not charged.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(checkouts).toEqual([{ appointmentId: ID, phone: '0771234567', address: '12 Lake Road', city: 'Battaramulla' }]);
    expect(submitted[0]!.getAttribute('action')).toBe(CHECKOUT_FORM.action);
    expect([...submitted[0]!.querySelectorAll('input')].map((i) => [i.name, i.value])).toEqual(Object.entries(CHECKOUT_FORM.fields));
    expect(screen.getByRole('button', { name: /Opening the secure payment page/ })).toBeDisabled();
  });

  it('a checkout that cannot start: its text in the page (an alert), the button back and focused, no navigation', async () => {
    const user = userEvent.setup();
    statuses = ['failed'];
    checkoutAnswer = () => errorReply('PAYMENT_PROVIDER_UNAVAILABLE');
    store({ ...CARD, paymentStatus: 'failed' });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(UNAVAILABLE);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(submitted).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('checkout=cancelled while pending: the notice, Not paid yet, the cash note, and Pay now', async () => {
    const user = userEvent.setup();
    store(CARD);
    renderPage(`/confirmation?appointment=${ID}&checkout=cancelled`);
    const notice = screen.getByRole('region', { name: 'Payment not completed' });
    expect(notice).toHaveTextContent('You left the payment page. Your appointment is booked: pay now by card, or pay at the clinic.');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Booked' })).toBeInTheDocument();
    expect(valueOf('Payment status')).toBe('Not paid yet');
    expect(screen.getByText('Bring LKR 2,500 in cash to pay at the clinic.')).toBeInTheDocument();
    await waitFor(() => expect(own).toHaveLength(1)); // the server's status, asked once: no polling
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(checkouts).toEqual([expect.objectContaining({ appointmentId: ID })]);
    expect(own).toHaveLength(1);
  });

  it('booked but the checkout did not start (from the payment screen): the failure in the page, and Pay now', async () => {
    const user = userEvent.setup();
    store(CARD);
    renderPage({ pathname: '/confirmation', search: `?appointment=${ID}`, state: { checkoutError: UNAVAILABLE } });
    const notice = screen.getByRole('region', { name: 'Payment not started' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(notice).toHaveTextContent('Your appointment is booked, but the card payment has not started');
    checkoutAnswer = () => HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }, { status: 429 });
    await user.click(within(notice).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(within(notice).getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.'));
    expect(submitted).toEqual([]);
  });

  it('keeps the button busy while the checkout is asked for', async () => {
    const user = userEvent.setup();
    store({ ...CARD, paymentStatus: 'failed' });
    statuses = ['failed'];
    useHandlers(handlerFor(API.payments.checkout, async () => {
      await delay('infinite');
      return CHECKOUT_FORM;
    }));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Opening the secure payment page/ })).toBeDisabled();
  });
});
