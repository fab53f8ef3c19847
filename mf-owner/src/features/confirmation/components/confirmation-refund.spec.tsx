import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { appointment } from '@vetnow/web-kit/testing';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { formatRefundAmount } from '../../../shared/payment-status/refund';
import { stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { ConfirmationPage } from './confirmation-page';
import { describeInEachLanguage } from '../../../testing/languages';

// Card refunds (issue 35 §4): the owner's receipt (the confirmation page) of a card payment that went back to the
// card reads Paid with "Refunded LKR 2,500.00" under it, in every language; nothing about refunds otherwise.

createI18n();

const ID = '5f0c2a9e-3b1d-4c7e-8a6f-1b2c3d4e5f60';
const PAID_CARD: Appointment = appointment(ID, {
  appointmentId: 'VN-20261125-7K3Q',
  paymentMethod: 'card',
  paymentStatus: 'completed',
});
const REFUNDED: Appointment = {
  ...PAID_CARD,
  status: 'cancelled',
  refund: { amount: 2500, refundedAt: '2026-11-21T10:00:00.000Z' },
};

let list: Appointment[];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  list = [];
  stubApi((method, path) => (method === 'GET' && path === '/api/users/appointments' ? [200, list] : undefined));
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

function renderReceipt(stored: Appointment | null, entry = '/confirmation') {
  if (stored) sessionStorage.setItem('confirmedAppointment', JSON.stringify(stored));
  resetWizardStore();
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/confirmation" element={<ConfirmationPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describeInEachLanguage('the receipt in %s', { en, si, ta }, (language, texts) => {
  const refunded = (amount: number) => texts.refunded.replace('{{amount}}', formatRefundAmount(amount, language));
  const paymentValue = () => screen.getByText(texts.fields.paymentStatus).nextElementSibling as HTMLElement;

  it('a refunded card payment: Paid, with the amount refunded under it', () => {
    renderReceipt(REFUNDED);
    const value = paymentValue();
    expect(within(value).getByText(texts.paymentStatus.paid)).toHaveClass('text-green-800');
    expect(within(value).getByText(refunded(2500))).toBeInTheDocument();
    if (language === 'en') expect(within(value).getByText('Refunded LKR 2,500.00')).toBeInTheDocument();
  });

  it('a card payment not refunded: no refund line', () => {
    renderReceipt(PAID_CARD);
    expect(paymentValue()).toHaveTextContent(texts.paymentStatus.paid);
    expect(screen.queryByText(refunded(2500))).toBeNull();
  });

  it('cash: no refund line', () => {
    renderReceipt({ ...PAID_CARD, paymentMethod: 'cash', paymentStatus: 'pending' });
    expect(paymentValue()).toHaveTextContent(texts.paymentStatus.cash);
    expect(screen.queryByText(/2,500\.00|2.500,00/)).toBeNull();
  });
});

describe('the receipt loaded from the server', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('?appointment= of a refunded appointment (nothing stored) shows the refund', async () => {
    list = [REFUNDED];
    renderReceipt(null, `/confirmation?appointment=${ID}`);
    expect(await screen.findByText('Refunded LKR 2,500.00')).toBeInTheDocument();
  });

  it('back from the checkout, a stored receipt from before the refund takes the server’s refund', async () => {
    list = [REFUNDED];
    renderReceipt(PAID_CARD, `/confirmation?appointment=${ID}&checkout=return`);
    expect(await screen.findByText('Refunded LKR 2,500.00')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('confirmedAppointment')!)).toMatchObject({ refund: { amount: 2500 } });
  });
});
