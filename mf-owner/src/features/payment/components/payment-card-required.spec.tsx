import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { cardRequiredMessage } from '@vetnow/contracts/front-desk';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, clockStartsAt, englishLeftovers, owner } from '@vetnow/web-kit/testing';
import { resetWizardStore, writeDraft } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { appointment, bookingStanding, stubApi, type Answer, type StubbedCall } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { PaymentPage } from './payment-page';
import { renderRoute } from '../../../testing/render-route';

// Issue 39: after NO_SHOW_LIMIT no-shows in NO_SHOW_WINDOW_DAYS days the owner must pay by card — the payment screen
// says so before the owner tries (GET /users/booking-standing), and a pay-at-clinic booking the server refuses
// (BOOKING_CARD_REQUIRED) closes Pay at Clinic with the kit's text of that answer.

createI18n();
clockStartsAt(NOW);

const DRAFT = bookingDraft({ idempotencyKey: '0b7c7d1e-7f55-4c8e-9d7a-2d3f4a5b6c7d' });
const REFUSAL = { statusCode: 409, code: 'BOOKING_CARD_REQUIRED', message: cardRequiredMessage(3, 90) };

let standing: Answer;
let bookAnswer: Answer;
let calls: StubbedCall[];

function renderPage() {
  return renderRoute('/payment', <PaymentPage />, { beside: <AppToaster /> });
}

const payAtClinic = () => screen.getByRole('button', { name: 'Pay at Clinic' });
const standingCalls = () => calls.filter((c) => c.path === '/api/users/booking-standing');

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.setItem('token', 'a.b.c');
  writeDraft(DRAFT);
  standing = [200, bookingStanding()];
  bookAnswer = [201, { success: true, appointment: appointment({ _id: 'a-1', paymentMethod: 'cash', paymentStatus: 'pending' }) }];
  calls = stubApi((_method, path) => {
    if (path === '/api/payments/saved-cards') return [200, []];
    if (path === '/api/users/booking-standing') return standing;
    if (path === '/api/appointments/book') return bookAnswer;
    if (path === '/api/users/profile') return [200, owner()];
    return undefined;
  });
});

afterEach(() => {
  act(() => toast.remove()); // the toaster's store outlives a test
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe('/payment when the owner must pay by card', () => {
  it('disables Pay at Clinic and says why, with the figures of the answer', async () => {
    standing = [200, bookingStanding({ noShows: 3, cardRequired: true })];
    renderPage();
    const notice = await screen.findByText('You missed 3 visits in the last 90 days without cancelling, so this booking must be paid by card.');
    expect(payAtClinic()).toBeDisabled();
    expect(payAtClinic()).toHaveAccessibleDescription(`Not available for this booking ${notice.textContent}`);
    // The card stays the way to book.
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Pay with Card' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    expect(await screen.findByRole('button', { name: 'Continue to secure payment (LKR 2,500)' })).toBeEnabled();
  });

  it('names what the clinic configured and what the owner did: 4 missed in 60 days', async () => {
    standing = [200, bookingStanding({ noShows: 4, limit: 2, windowDays: 60, cardRequired: true })];
    renderPage();
    expect(await screen.findByText('You missed 4 visits in the last 60 days without cancelling, so this booking must be paid by card.')).toBeInTheDocument();
    expect(payAtClinic()).toBeDisabled();
  });

  it('leaves Pay at Clinic open below the limit, while the standing is on its way, and when it cannot be read', async () => {
    standing = [200, bookingStanding({ noShows: 2 })];
    const { unmount } = renderPage();
    await waitFor(() => expect(standingCalls()).toHaveLength(1));
    expect(payAtClinic()).toBeEnabled();
    expect(screen.queryByText(/without cancelling/)).not.toBeInTheDocument();
    unmount();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    standing = [500, { statusCode: 500, code: 'INTERNAL', message: 'down' }];
    renderPage();
    expect(payAtClinic()).toBeEnabled(); // not known yet: the server decides at booking
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[vetnow] booking standing could not be loaded', expect.any(String)));
    expect(payAtClinic()).toBeEnabled();
    warn.mockRestore();
  });

  it('a booking the server refuses with BOOKING_CARD_REQUIRED: the text toasted and kept, Pay at Clinic closed, the standing asked again', async () => {
    const user = userEvent.setup();
    bookAnswer = [409, REFUSAL];
    renderPage();
    await waitFor(() => expect(standingCalls()).toHaveLength(1));
    await user.click(payAtClinic());
    standing = [200, bookingStanding({ noShows: 3, cardRequired: true })];
    await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));

    // Back at the choice of method: the server's words beside the methods (and in the toast), Pay at Clinic closed.
    const chooser = within(await screen.findByRole('region', { name: 'Choose a payment method' }));
    expect(chooser.getByText(REFUSAL.message)).toBeInTheDocument();
    expect(screen.getAllByText(REFUSAL.message)).toHaveLength(2);
    expect(payAtClinic()).toBeDisabled();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
    await waitFor(() => expect(standingCalls()).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/appointments/book')).toHaveLength(1);
  });
});

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the card requirement in %s', (language, texts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the notice and the closed method read in the language', async () => {
    standing = [200, bookingStanding({ noShows: 3, cardRequired: true })];
    const { container } = renderPage();
    const notice = texts.cardRequired.notice_other.replace('{{count}}', '3').replace('{{days}}', '90');
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.choose.cash })).toBeDisabled();
    expect(screen.getByText(texts.choose.cashClosed)).toBeInTheDocument();
    expect(englishLeftovers(container, [en])).toEqual([]);
  });

  it("the server's refusal shows the kit's text in the language", async () => {
    const user = userEvent.setup();
    bookAnswer = [409, REFUSAL];
    renderPage();
    await waitFor(() => expect(standingCalls()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: texts.choose.cash }));
    await user.click(screen.getByRole('button', { name: texts.cash.confirm }));
    const chooser = within(await screen.findByRole('region', { name: texts.choose.title }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.choose.cash })).toBeDisabled());
    const text = chooser.getByText(/90/).textContent!;
    expect(text).not.toBe(REFUSAL.message); // not the English answer…
    expect(text).toMatch(language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/); // …but the kit's own text
  });
});
