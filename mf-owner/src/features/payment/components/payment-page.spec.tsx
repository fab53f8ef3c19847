import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { readConfirmedAppointment, readDraft, writeAnswersState, writeDraft, resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { appointment, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { API } from '@vetnow/contracts/api';
import { NOW, apiCalls, clockStartsAt, savedCard } from '@vetnow/web-kit/testing';
import { PaymentPage } from './payment-page';

createI18n();

clockStartsAt(NOW);
const DRAFT = bookingDraft({ diagnosisData: { symptoms: { limping: true } }, idempotencyKey: '0b7c7d1e-7f55-4c8e-9d7a-2d3f4a5b6c7d' });

const CARDS = [savedCard({ id: 'c-1', lastFour: '1111', cardholderName: 'K Jayawardena' })];

const APPOINTMENT: Appointment = appointment({ _id: 'a-1', appointmentId: 'VN-7K3Q', paymentMethod: 'cash', paymentStatus: 'pending' });

let savedCards: Answer;
let bookAnswers: Answer[];
let saveAnswer: Answer;

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {location.pathname} {JSON.stringify(location.state)}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/payment']}>
      <AppToaster />
      <Routes>
        <Route path="/payment" element={<PaymentPage now={() => NOW} />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

type Answer = [number, unknown];
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
  saveAnswer = [201, { success: true, card: CARDS[0] }];
  calls = stubApi((_method, path) => {
    if (path === '/api/payments/saved-cards') return savedCards;
    if (path === '/api/payments/save-card') return saveAnswer;
    if (path === '/api/appointments/book') return bookAnswers.shift() ?? [500, {}];
    if (path === '/api/users/appointments') return [200, []];
    return undefined;
  });
});

afterEach(() => {
  jest.useRealTimers();
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

  it('pays with a new card: 2 s of processing, saves the card without the CVV, books with the card summary only', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    await user.type(await screen.findByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1228');
    await user.type(screen.getByLabelText('CVV'), '737');
    await user.type(screen.getByLabelText('Cardholder name'), 'Kasun J');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));

    expect(screen.getByRole('button', { name: /Processing Payment/ })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1999));
    expect(posts()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByText(/Now at \/confirmation/)).toBeInTheDocument();

    const [save, book] = posts();
    expect(save![0]).toBe('/api/payments/save-card');
    expect(save![3]).toEqual({
      cardNumber: '4111111111111111',
      expiryDate: '12/28',
      cardholderName: 'Kasun J',
      cardType: 'visa',
      lastFour: '1111',
    });
    expect(book![0]).toBe('/api/appointments/book');
    expect(book![3].paymentMethod).toBe('card');
    expect(book![3].paymentData).toEqual({ cardType: 'visa', lastFour: '1111', cardholderName: 'Kasun J', expiryDate: '12/28' });
    const everything = JSON.stringify(requests());
    expect(everything).not.toContain('737');
    expect(JSON.stringify(book)).not.toContain('4111111111111111');
  });

  it('pays with a saved card (the default when there is one)', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    savedCards = [200, CARDS];
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay with Card' }));
    await user.click(await screen.findByRole('radio', { name: /Visa •••• 1111/ }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));
    await act(async () => jest.advanceTimersByTime(2000));
    jest.useRealTimers();
    await screen.findByText(/Now at \/confirmation/);
    expect(posts().map(([p]) => p)).toEqual(['/api/appointments/book']);
    expect(posts()[0]![3].paymentData).toEqual({
      savedCardId: 'c-1',
      cardType: 'visa',
      lastFour: '1111',
      cardholderName: 'K Jayawardena',
      expiryDate: '12/28',
    });
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

  it('stops when the card cannot be saved (the save-card contract refuses a number failing the Luhn check), with the answer in the form', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    await user.type(await screen.findByLabelText('Card number'), '4111111111111112');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1228');
    await user.type(screen.getByLabelText('CVV'), '737');
    await user.type(screen.getByLabelText('Cardholder name'), 'Kasun J');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Pay LKR 2,500' }));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CODES.VALIDATION_FAILED.message);
    // The kit's contract handler refuses the body before stubApi's route sees it: the calls sent are in apiCalls.
    expect(apiCalls.filter((c) => c.method === 'POST').map((c) => c.route)).toEqual([API.payments.saveCard.name]);
    expect(posts()).toEqual([]);
  });
});
