import { afterAll, beforeEach, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { paymentStateOf } from '../../../shared/payment-status/payment-state';
import { appointment, ownerAppointments, stubApi } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { renderAppointmentsPage } from '../testing/render-appointments-page';
import { describeInEachLanguage } from '../../../testing/languages';

// Cash at the desk (issue 35): once the doctor or the admin recorded the cash, the owner's appointment reads
// Paid (cash) with the receipt number in My Appointments, in every language (the receipt page: confirmation-cash-payment.spec).

createI18n();

const PAID_CASH: Appointment = appointment({
  _id: 'paid-cash',
  appointmentDate: '2026-11-20',
  at: '09:00',
  status: 'completed',
  paymentMethod: 'cash',
  paymentStatus: 'completed',
  cashPayment: { amount: 2500, receiptNumber: 'RC-2026/0042', recordedAt: '2026-11-20T04:00:00.000Z' },
  createdAt: '2026-11-18T09:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  stubApi((method, path) =>
    method === 'GET' && path === '/api/users/appointments'
      ? [200, [...ownerAppointments(), PAID_CASH]]
      : undefined,
  );
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

it('a cash payment recorded at the desk is Paid (cash); cash still to pay is Pay at Clinic; a card paid is Paid', () => {
  expect(paymentStateOf({ paymentMethod: 'cash', paymentStatus: 'completed' })).toBe('paidCash');
  expect(paymentStateOf({ paymentMethod: 'cash', paymentStatus: 'pending' })).toBe('cash');
  expect(paymentStateOf({ paymentMethod: 'card', paymentStatus: 'completed' })).toBe('paid');
});

describeInEachLanguage('in %s', { en, si, ta }, (language, texts) => {
  it('My Appointments: Paid (cash) with the receipt number', async () => {
    renderAppointmentsPage();
    const cards = await screen.findAllByRole('article');
    const paid = cards.find((c) => within(c).queryByText(/RC-2026\/0042/))!;
    expect(within(paid).getByText(texts.card.paymentStatus.paidCash)).toHaveClass('text-green-800');
    expect(
      within(paid).getByText(texts.card.cashReceipt.replace('{{receipt}}', 'RC-2026/0042')),
    ).toBeInTheDocument();
    if (language === 'en') expect(within(paid).getByText('Paid (cash)')).toBeInTheDocument();
    // the one still to pay at the clinic says so, without a receipt
    const unpaid = cards.filter((c) => within(c).queryByText(texts.card.paymentStatus.cash));
    expect(unpaid.length).toBeGreaterThan(0);
    for (const c of unpaid) expect(within(c).queryByText(/RC-2026/)).toBeNull();
  });
});
