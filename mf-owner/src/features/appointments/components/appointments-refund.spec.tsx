import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { appointmentDoctor, doctor } from '@vetnow/web-kit/testing';
import { formatShortDate } from '../../../shared/format-date';
import { formatRefundAmount } from '../../../shared/payment-status/refund';
import { NOW, appointment, stubApi } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { renderAppointmentsPage } from '../testing/render-appointments-page';
import { describeInEachLanguage } from '../../../testing/languages';

// Card refunds (issue 35 §4): My Appointments shows "Refunded LKR 2,500.00" under the payment once the server says
// the card payment was refunded, and the cancel dialog tells the refund policy of a paid card appointment before the
// owner confirms: in full 24 hours or more ahead (or when the visit needs rescheduling), nothing later; nothing is
// said for cash or an unpaid card payment.

createI18n();

const REFUNDED_AT = '2026-11-21T10:00:00.000Z';

/** Paid by card, Wed 25 Nov 09:00 (3 days after NOW). */
const CARD_AHEAD: Appointment = appointment({
  _id: 'card-ahead',
  paymentMethod: 'card',
  paymentStatus: 'completed',
  doctor: appointmentDoctor(doctor({ fullName: 'Dr. Card Ahead' })),
});
/** Paid by card, Sun 22 Nov 03:30 (2 hours after NOW, 01:30 at the clinic). */
const CARD_SOON: Appointment = appointment({
  _id: 'card-soon',
  appointmentDate: '2026-11-22',
  at: '03:30',
  paymentMethod: 'card',
  paymentStatus: 'completed',
  doctor: appointmentDoctor(doctor({ fullName: 'Dr. Card Soon' })),
});
/** Paid by card, 2 hours ahead, but the clinic closed that day: it needs rescheduling. */
const CARD_DISRUPTED: Appointment = { ...CARD_SOON, _id: 'card-disrupted', appointmentId: 'VN-CARD-D', status: 'needs-rescheduling' };
/** Cash to pay at the clinic, 3 days ahead. */
const CASH: Appointment = appointment({ _id: 'cash-ahead', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Cash' })) });
/** Booked by card, the payment not made yet. */
const CARD_UNPAID: Appointment = { ...CARD_AHEAD, _id: 'card-unpaid', appointmentId: 'VN-CARD-U', paymentStatus: 'pending' };
/** Cancelled 4 days ahead: the fee went back to the card. */
const CARD_REFUNDED: Appointment = appointment({
  _id: 'card-refunded',
  appointmentDate: '2026-11-26',
  status: 'cancelled',
  paymentMethod: 'card',
  paymentStatus: 'completed',
  refund: { amount: 2500, refundedAt: REFUNDED_AT },
  doctor: appointmentDoctor(doctor({ fullName: 'Dr. Refunded' })),
});

let list: Appointment[];
let calls: ReturnType<typeof stubApi>;
/** svc-payments' REFUND_CUTOFF_HOURS, as GET /api/payments/refund-policy answers it; null: that request fails. */
let cutoffHours: number | null;

beforeEach(() => {
  localStorage.clear();
  list = [];
  cutoffHours = 24;
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, list];
    if (method === 'GET' && path === '/api/payments/refund-policy') {
      return cutoffHours === null ? [503, { statusCode: 503, message: 'Service unavailable' }] : [200, { cutoffHours }];
    }
    const cancel = /^\/api\/appointments\/([^/]+)\/cancel$/.exec(path);
    if (method === 'PUT' && cancel) {
      // The server cancels; svc-payments refunds a moment later (the next read of the list carries it).
      list = list.map((a) => (a._id === cancel[1] ? { ...a, status: 'cancelled' } : a));
      const cancelled = list.find((a) => a._id === cancel[1]);
      list = list.map((a) => (a._id === cancel[1] ? { ...a, refund: { amount: 2500, refundedAt: NOW.toISOString() } } : a));
      return [200, { success: true, message: 'Appointment cancelled successfully', appointment: cancelled }];
    }
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

function renderPage() {
  return renderAppointmentsPage({ toaster: true });
}

const card = async (doctorName: string) =>
  (await screen.findAllByRole('article')).find((a) => within(a).queryByRole('heading', { name: doctorName }))!;

describeInEachLanguage('in %s', { en, si, ta }, (language, texts) => {
  const refunded = (amount: number) => texts.card.refunded.replace('{{amount}}', formatRefundAmount(amount, language));
  const full = (amount: number) => texts.cancel.refundFull.replace('{{amount}}', formatRefundAmount(amount, language));
  const none = (amount: number, hours = 24) =>
    texts.cancel.refundNone.replace('{{hours}}', String(hours)).replace('{{amount}}', formatRefundAmount(amount, language));
  const cancelLabel = (a: Appointment) =>
    texts.card.cancelLabel
      .replace('{{doctor}}', a.doctor.fullName)
      .replace('{{date}}', formatShortDate(a.appointmentDate, language))
      .replace('{{time}}', formatSlotTime(a.timeSlot, language));

  /** Opens the cancel dialog of `a` (the only appointment listed). */
  async function openCancel(a: Appointment) {
    list = [a];
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: cancelLabel(a) }));
    const dialog = await screen.findByRole('dialog', { name: texts.cancel.title });
    expect(within(dialog).getByText(texts.cancel.confirm)).toBeInTheDocument();
    return { dialog, user };
  }

  it('shows the refund under the payment status, and nothing where there was none', async () => {
    list = [CARD_REFUNDED, CARD_AHEAD, CASH];
    renderPage();
    const refundedCard = await card('Dr. Refunded');
    expect(within(refundedCard).getByText(texts.card.paymentStatus.paid)).toBeInTheDocument();
    expect(within(refundedCard).getByText(refunded(2500))).toBeInTheDocument();
    if (language === 'en') expect(within(refundedCard).getByText('Refunded LKR 2,500.00')).toBeInTheDocument();
    for (const name of ['Dr. Card Ahead', 'Dr. Cash']) {
      expect(within(await card(name)).queryByText(refunded(2500))).toBeNull();
    }
    expect(screen.getAllByText(refunded(2500))).toHaveLength(1);
  });

  it('a partial refund shows the amount refunded', async () => {
    list = [{ ...CARD_REFUNDED, refund: { amount: 1250.5, refundedAt: REFUNDED_AT } }];
    renderPage();
    expect(within(await card('Dr. Refunded')).getByText(refunded(1250.5))).toBeInTheDocument();
    if (language === 'en') expect(screen.getByText('Refunded LKR 1,250.50')).toBeInTheDocument();
  });

  it('3 days ahead, paid by card: the dialog says the fee will be refunded to the card', async () => {
    const { dialog } = await openCancel(CARD_AHEAD);
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(full(2500));
    if (language === 'en') expect(note).toHaveTextContent('The consultation fee of LKR 2,500.00 will be refunded to your card.');
    // before the confirming button
    const confirm = within(dialog).getByRole('button', { name: texts.cancel.yes });
    expect(note.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('2 hours ahead, paid by card: the dialog says the fee will not be refunded', async () => {
    const { dialog } = await openCancel(CARD_SOON);
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(none(2500));
    if (language === 'en') {
      expect(note).toHaveTextContent('This visit is less than 24 hours away: the consultation fee (LKR 2,500.00) will not be refunded.');
    }
    expect(within(dialog).queryByText(full(2500))).toBeNull();
  });

  it("follows the service's cut-off: 3 days ahead is too late when it is 96 hours, and 24 when it cannot be asked", async () => {
    cutoffHours = 96;
    const late = await openCancel(CARD_AHEAD);
    expect(within(late.dialog).getByRole('note')).toHaveTextContent(none(2500, 96));
    await late.user.click(within(late.dialog).getByRole('button', { name: texts.cancel.keep }));
    cutoffHours = null;
    const unknown = await openCancel(CARD_SOON);
    expect(within(unknown.dialog).getByRole('note')).toHaveTextContent(none(2500, 24));
  });

  it('needs rescheduling, 2 hours ahead: refunded in full all the same', async () => {
    const { dialog } = await openCancel(CARD_DISRUPTED);
    expect(within(dialog).getByRole('note')).toHaveTextContent(full(2500));
  });

  it('cash to pay at the clinic: nothing about refunds', async () => {
    const { dialog } = await openCancel(CASH);
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).queryByText(/2,500/)).toBeNull();
  });

  it('a card payment not made yet: nothing about refunds', async () => {
    const { dialog } = await openCancel(CARD_UNPAID);
    expect(within(dialog).queryByRole('note')).toBeNull();
  });
});

describe('after a cancellation', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('of a paid card appointment, the list refreshes and shows the refund the server made', async () => {
    list = [CARD_AHEAD];
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment with Dr. Card Ahead/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to cancel this appointment? The consultation fee of LKR 2,500.00 will be refunded to your card.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Appointment cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Refunded LKR 2,500.00')).toBeInTheDocument());
    expect(within(screen.getByRole('article')).getByText('Cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/appointments/card-ahead/cancel']);
  });
});
