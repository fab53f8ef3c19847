import { afterAll, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { formatLkr } from '@vetnow/web-kit/format';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { appointment } from '@vetnow/web-kit/testing';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { ConfirmationPage } from './confirmation-page';
import { describeInEachLanguage } from '../../../testing/languages';

// Cash at the desk (issue 35): the owner's receipt (the confirmation page) of an appointment whose cash the clinic
// recorded reads Paid (cash) with the receipt number, in every language, and no longer asks to bring cash.

createI18n();

const PAID_CASH: Appointment = appointment('5f0c2a9e-3b1d-4c7e-8a6f-1b2c3d4e5f60', {
  appointmentId: 'VN-20261125-7K3Q',
  paymentMethod: 'cash',
  paymentStatus: 'completed',
  cashPayment: { amount: 2500, receiptNumber: 'RC-2026/0042', recordedAt: '2026-11-25T04:00:00.000Z' },
});

function renderReceipt(a: Appointment) {
  sessionStorage.setItem('confirmedAppointment', JSON.stringify(a));
  resetWizardStore();
  return render(
    <MemoryRouter initialEntries={['/confirmation']}>
      <Routes>
        <Route path="/confirmation" element={<ConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describeInEachLanguage('the receipt in %s', { en, si, ta }, (language, texts) => {
  it('Paid (cash) with the receipt number, and no "bring cash" note', () => {
    renderReceipt(PAID_CASH);
    const value = screen.getByText(texts.fields.paymentStatus).nextElementSibling as HTMLElement;
    expect(within(value).getByText(texts.paymentStatus.paidCash)).toHaveClass('text-green-800');
    expect(
      within(value).getByText(texts.cashReceipt.replace('{{receipt}}', 'RC-2026/0042')),
    ).toBeInTheDocument();
    if (language === 'en') expect(within(value).getByText('Paid (cash)')).toBeInTheDocument();
    expect(screen.getByText(texts.notes.arriveEarly.replace('{{minutes}}', '10'))).toBeInTheDocument();
    expect(
      screen.queryByText(texts.notes.bringCash.replace('{{amount}}', formatLkr(2500, language))),
    ).toBeNull();
  });

  it('cash still to pay: Pay at Clinic, the "bring cash" note, no receipt', () => {
    renderReceipt({ ...PAID_CASH, paymentStatus: 'pending', cashPayment: undefined });
    const value = screen.getByText(texts.fields.paymentStatus).nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent(texts.paymentStatus.cash);
    expect(screen.queryByText(/RC-2026/)).toBeNull();
    expect(
      screen.getByText(texts.notes.bringCash.replace('{{amount}}', formatLkr(2500, language))),
    ).toBeInTheDocument();
  });
});
