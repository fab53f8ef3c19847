import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { readConfirmedAppointment, readDraft, writeAnswersState, writeDraft, resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { appointment, bookingStanding, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { NOW, clockStartsAt, owner, savedCard } from '@vetnow/web-kit/testing';
import { PaymentPage } from './payment-page';
import { WhereAmI, renderRoute } from '../../../testing/render-route';
import { recordSubmittedForms } from '../../../shared/checkout/testing/submitted-forms';

createI18n();

clockStartsAt(NOW);
const DRAFT = bookingDraft({ diagnosisData: { symptoms: { limping: true } }, idempotencyKey: '0b7c7d1e-7f55-4c8e-9d7a-2d3f4a5b6c7d' });

const CARDS = [savedCard({ id: 'c-1', lastFour: '1111', cardholderName: 'K Jayawardena' })];

const APPOINTMENT: Appointment = appointment({ _id: 'a-1', appointmentId: 'VN-7K3Q', paymentMethod: 'cash', paymentStatus: 'pending' });
const CARD_APPOINTMENT: Appointment = { ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'pending' };

/** The signed hosted-checkout form svc-payments answers (PayHere's Checkout API fields, in order). */
const CHECKOUT_FORM = {
  action: 'https://sandbox.payhere.lk/pay/checkout',
  fields: {
    merchant_id: '1211149',
    return_url: 'http://localhost:8080/confirmation?appointment=a-1&checkout=return',
    cancel_url: 'http://localhost:8080/confirmation?appointment=a-1&checkout=cancelled',
    notify_url: 'http://localhost:8080/api/payments/payhere/notify',
    order_id: 'VN-7K3Q-1',
    items: 'VetNow consultation VN-7K3Q-1',
    currency: 'LKR',
    amount: '2500.00',
    hash: '0123456789ABCDEF0123456789ABCDEF',
  },
};

let savedCards: Answer;
let bookAnswers: Answer[];
let checkoutAnswer: Answer;
/** The forms posted to the provider (jsdom does not navigate: HTMLFormElement.submit is recorded). */
const submitted = recordSubmittedForms();

function renderPage() {
  return renderRoute('/payment', <PaymentPage />, { beside: <AppToaster />, elsewhere: <WhereAmI details /> });
}

type Answer = [number, unknown];

/** The owner chooses a new card and continues to the secure payment page (the answers set by the test). */
async function continueWithNewCard() {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to secure payment (LKR 2,500)' }));
  return user;
}
let calls: StubbedCall[];
/** [path, method, headers, body] of each call. */
const requests = () => calls.map((c) => [c.path, c.method, c.headers, c.body as Record<string, unknown>] as const);
const posts = () => requests().filter(([, method]) => method === 'POST');

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.setItem('token', 'a.b.c');
  writeDraft(DRAFT);
  writeAnswersState({ step: 6, answers: { symptoms: { limping: true } } });
  savedCards = [200, []];
  bookAnswers = [[201, { success: true, appointment: APPOINTMENT }]];
  checkoutAnswer = [200, CHECKOUT_FORM];
  calls = stubApi((_method, path) => {
    if (path === '/api/payments/saved-cards') return savedCards;
    if (path === '/api/users/booking-standing') return [200, bookingStanding()];
    if (path === '/api/appointments/book') return bookAnswers.shift() ?? [500, {}];
    if (path === '/api/users/appointments') return [200, []];
    if (path === '/api/users/profile') return [200, owner()];
    if (path === '/api/payments/checkout') return checkoutAnswer;
    return undefined;
  });
});

afterEach(() => {
  act(() => toast.remove()); // the toaster's store outlives a test
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/payment', () => {
  it('redirects to /doctors without a booking draft', () => {
    sessionStorage.clear();
    resetWizardStore();
    renderPage();
    expect(screen.getByText(/Now at \/doctors/)).toBeInTheDocument();
  });

  it('warns before payment when the answers trigger a high-urgency triage rule, and not otherwise', async () => {
    renderPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // limping alone is medium
    cleanup();
    writeDraft({ ...DRAFT, diagnosisData: { eatingDrinking: { waterIntake: 'Not drinking at all' } } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("call the clinic's 24/7 emergency line");
    expect(within(alert).getByRole('link')).toHaveAttribute('href', 'tel:+94112864500');
  });

  it('summarises the booking beside the payment choice, with the saved card count', async () => {
    savedCards = [200, [...CARDS, { ...CARDS[0]!, id: 'c-2', lastFour: '2222' }]];
    renderPage();
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    for (const text of ['Dr. Nimal Perera', 'Surgery', 'Rex (Cat)', 'Wednesday, November 25, 2026', '09:00 AM']) {
      expect(summary).toHaveTextContent(text);
    }
    expect(within(summary).getAllByText('LKR 2,500')).toHaveLength(2); // fee and total
    expect(await screen.findByText('2 saved cards available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Card' })).toHaveAccessibleDescription('2 saved cards available');
  });

  it('only logs a saved-cards failure; the list is empty', async () => {
    const log = jest.spyOn(console, 'warn').mockImplementation(() => {});
    savedCards = [500, { statusCode: 500, code: 'INTERNAL', message: 'down' }];
    renderPage();
    expect(await screen.findByText('0 saved cards available')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[vetnow] saved cards could not be loaded', expect.any(String));
    log.mockRestore();
  });

  it('pays at the clinic: instructions, then books with cash and the Idempotency-Key, and confirms', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay at Clinic' }));
    expect(screen.getByText('Please bring the exact consultation fee (LKR 2,500) in LKR.')).toBeInTheDocument();
    expect(screen.getByText('Payment is due on arrival at the clinic.')).toBeInTheDocument();
    expect(screen.getByText('Please arrive 15 minutes early.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));

    expect(await screen.findByText(/Now at \/confirmation/)).toBeInTheDocument();
    expect(await screen.findByText('Appointment booked successfully!')).toBeInTheDocument();
    const [[path, , headers, body]] = posts() as [ReturnType<typeof posts>[number]];
    expect(path).toBe('/api/appointments/book');
    expect(headers.get('Idempotency-Key')).toBe(DRAFT.idempotencyKey);
    expect(body).toEqual({
      doctorId: 'd-1',
      appointmentDate: '2026-11-25',
      timeSlot: '09:00 AM',
      pet: { name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 },
      reason: 'Limping',
      paymentMethod: 'cash',
      diagnosisData: { symptoms: { limping: true } },
    });
    expect(sessionStorage.getItem('bookingData')).toBeNull();
    expect(sessionStorage.getItem('diagnosisAnswers')).toBeNull();
    expect(readConfirmedAppointment()).toEqual(APPOINTMENT);
  });

  it('a new card: no card fields here, only PayHere\'s secure page, explained', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    expect(await screen.findByText("You'll enter your card on PayHere's secure payment page. VetNow never sees your card number.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to secure payment (LKR 2,500)' })).toBeEnabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument(); // no number, expiry or holder
    expect(screen.queryByLabelText(/CVV/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument(); // no "Save this card"
    expect(screen.queryByRole('radio')).not.toBeInTheDocument(); // no saved cards: nothing to choose
  });

  it('a new card: books the card appointment without card data, then posts the signed form to PayHere — no success toast', async () => {
    bookAnswers = [[201, { success: true, appointment: CARD_APPOINTMENT }]];
    await continueWithNewCard();

    await waitFor(() => expect(submitted).toHaveLength(1));
    const [book, checkout] = posts();
    expect(book![0]).toBe('/api/appointments/book');
    expect(book![2].get('Idempotency-Key')).toBe(DRAFT.idempotencyKey);
    expect(book![3].paymentMethod).toBe('card');
    expect(book![3]).not.toHaveProperty('paymentData');
    expect(checkout![0]).toBe('/api/payments/checkout');
    expect(checkout![3]).toEqual({ appointmentId: 'a-1', phone: '0771234567', address: '12 Lake Road', city: 'Battaramulla' });

    const form = submitted[0]!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual(
      Object.entries(CHECKOUT_FORM.fields).map(([name, value]) => ['hidden', name, value]),
    );
    expect(form.isConnected).toBe(true);

    // Booked and stored for /confirmation (where the browser comes back); the page is leaving, the button stays busy.
    expect(readConfirmedAppointment()).toEqual(CARD_APPOINTMENT);
    expect(sessionStorage.getItem('bookingData')).toBeNull();
    expect(screen.getByRole('button', { name: /Opening the secure payment page/ })).toBeDisabled();
    expect(screen.queryByText('Appointment booked successfully!')).not.toBeInTheDocument();
  });

  it('a new card: Back from PayHere to this page kept in the back/forward cache goes to the booked appointment', async () => {
    bookAnswers = [[201, { success: true, appointment: CARD_APPOINTMENT }]];
    await continueWithNewCard();
    await waitFor(() => expect(submitted).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByText(/Now at \/confirmation\?appointment=a-1/)).toBeInTheDocument();
  });

  it('a new card whose checkout cannot start after booking: to /confirmation (booked) with the failure toasted', async () => {
    bookAnswers = [[201, { success: true, appointment: CARD_APPOINTMENT }]];
    checkoutAnswer = [503, { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Card payments are not available right now. Please try again later or pay at the clinic.' }];
    await continueWithNewCard();

    const text = 'Card payments are not available right now. Please try again later or pay at the clinic.';
    expect(await screen.findByText(`Now at /confirmation?appointment=a-1 ${JSON.stringify({ checkoutError: text })}`)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument(); // the toast
    expect(screen.queryByText('Appointment booked successfully!')).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
    expect(readConfirmedAppointment()).toEqual(CARD_APPOINTMENT);
  });

  it('a new card whose booking fails: the failure in the card step, and a retry reuses the Idempotency-Key', async () => {
    bookAnswers = [[503, {}], [201, { success: true, appointment: CARD_APPOINTMENT }]];
    const user = await continueWithNewCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.getByText('Failed to book appointment')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Continue to secure payment (LKR 2,500)' });
    expect(button).toHaveFocus();
    expect(posts().map(([p]) => p)).toEqual(['/api/appointments/book']);

    await user.click(button);
    await waitFor(() => expect(submitted).toHaveLength(1));
    const keys = posts().filter(([p]) => p === '/api/appointments/book').map(([, , headers]) => headers.get('Idempotency-Key'));
    expect(keys).toEqual([DRAFT.idempotencyKey, DRAFT.idempotencyKey]);
  });

  it('pays with a saved card (the default when there is one): booked at once with its summary (svc-payments charges it through PayHere), no checkout, no success toast, to /confirmation', async () => {
    const user = userEvent.setup();
    savedCards = [200, CARDS];
    bookAnswers = [[201, { success: true, appointment: CARD_APPOINTMENT }]];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay with Card' }));
    await user.click(await screen.findByRole('radio', { name: /Visa •••• 1111/ }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));
    // No simulated delay any more: the booking goes out at once, and /confirmation follows the charge's status.
    await screen.findByText(/Now at \/confirmation/);
    expect(screen.queryByText('Appointment booked successfully!')).not.toBeInTheDocument(); // the outcome is /confirmation's
    expect(submitted).toEqual([]);
    expect(posts().map(([p]) => p)).toEqual(['/api/appointments/book']);
    expect(posts()[0]![3].paymentData).toEqual({
      savedCardId: 'c-1',
      cardType: 'visa',
      lastFour: '1111',
      cardholderName: 'K Jayawardena',
      expiryDate: '12/28',
    });
    expect(readConfirmedAppointment()).toMatchObject({ _id: 'a-1', paymentMethod: 'card', paymentStatus: 'pending' });
  });

  it('does not offer a card saved before PayHere (needsRenewal: it cannot be charged); with only such cards, the new-card page is the way', async () => {
    const user = userEvent.setup();
    savedCards = [200, [{ ...CARDS[0]!, id: 'old', lastFour: '0002', needsRenewal: true }]];
    renderPage();
    expect(await screen.findByText('0 saved cards available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    expect(await screen.findByRole('button', { name: /LKR 2,500/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /0002/ })).not.toBeInTheDocument();
  });

  it('on a taken slot (409) toasts the server message and goes back to step 1 of the wizard, keeping the pet info', async () => {
    const user = userEvent.setup();
    bookAnswers = [[409, { statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another slot.' }]];
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay at Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(await screen.findByText('Now at /book-appointment/d-1 {"reselectSlot":true}')).toBeInTheDocument();
    expect(screen.getByText('This time slot has just been booked. Please choose another slot.')).toBeInTheDocument();
    expect(readDraft()!.pet.name).toBe('Rex');
  });

  it('on another failure shows "Payment failed. Please try again." in the card form, toasts, and a retry reuses the key', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bookAnswers = [[503, {}], [201, { success: true, appointment: APPOINTMENT }]];
    savedCards = [200, CARDS];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay with Card' }));
    await user.click(await screen.findByRole('radio', { name: /Visa •••• 1111/ }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.getByText('Failed to book appointment')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));
    await act(async () => jest.advanceTimersByTime(2000));
    jest.useRealTimers();
    await screen.findByText(/Now at \/confirmation/);
    const keys = posts().map(([, , headers]) => headers.get('Idempotency-Key'));
    expect(keys).toEqual([DRAFT.idempotencyKey, DRAFT.idempotencyKey]);
  });

  it('shows the server message of a failed booking and lets the owner try again', async () => {
    const user = userEvent.setup();
    bookAnswers = [[409, { statusCode: 409, code: 'BOOKING_DOCTOR_NOT_ACCEPTING', message: 'This doctor is not accepting appointments' }]];
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay at Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(await screen.findByText('This doctor is not accepting appointments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Appointment' })).toBeEnabled();
  });
});
