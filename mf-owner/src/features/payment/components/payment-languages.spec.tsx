import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { resetWizardStore, writeDraft } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { formatLongDate } from '../../../shared/format-date';
import terms from '../../../shared/terms/terms.en.json' with { type: 'json' };
import emergency from '../../../shared/ui/emergency.en.json' with { type: 'json' };
import emergencySi from '../../../shared/ui/emergency.si.json' with { type: 'json' };
import emergencyTa from '../../../shared/ui/emergency.ta.json' with { type: 'json' };
import { englishLeftovers, owner } from '@vetnow/web-kit/testing';
import { bookingStanding, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { PaymentPage } from './payment-page';

// Issue 13: the payment screen in Sinhala and Tamil — methods, the cash and card steps, the summary, and the
// emergency notice of a questionnaire triaged high.

createI18n();

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const DRAFT = bookingDraft({
  // Not drinking at all: triaged high, so the emergency notice shows.
  diagnosisData: { eatingDrinking: { waterIntake: 'Not drinking at all' } },
  idempotencyKey: '0b7c7d1e-7f55-4c8e-9d7a-2d3f4a5b6c7d',
});

/** Card brand names stay as printed on cards. */
const ALLOWED = ['Visa', 'Mastercard', 'American Express'];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.setItem('token', 'a.b.c');
  writeDraft(DRAFT);
  stubApi((_method, path) =>
    path === '/api/payments/saved-cards'
      ? [200, []]
      : path === '/api/users/profile'
        ? [200, owner()]
        : path === '/api/users/booking-standing'
          ? [200, bookingStanding()]
          : undefined,
  );
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/payment']}>
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe.each([
  ['si', si, emergencySi],
  ['ta', ta, emergencyTa],
] as const)('payment in %s', (language, texts, emergencyTexts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the methods, the summary and the emergency notice in the language', async () => {
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(emergencyTexts.title);
    expect(screen.getByText(`Rex (${texts.petTypes.Cat})`)).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-11-25', language))).toBeInTheDocument();
    expect(englishLeftovers(container, [en, emergency, terms], ALLOWED)).toEqual([]);
  });

  it('the card step (PayHere explained) and the cash confirmation in the language', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(await screen.findByRole('button', { name: new RegExp(texts.choose.card) }));
    expect(await screen.findByText(texts.checkout.explain)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.checkout.continue.replace('{{amount}}', 'LKR 2,500') })).toBeInTheDocument();
    expect(englishLeftovers(container, [en, emergency, terms], ALLOWED)).toEqual([]);

    await user.click(screen.getByRole('button', { name: new RegExp(texts.back) }));
    await user.click(await screen.findByRole('button', { name: new RegExp(texts.choose.cash) }));
    expect(await screen.findByRole('button', { name: texts.cash.confirm })).toBeInTheDocument();
    expect(screen.getByText(texts.cash.arriveEarly.replace(/{{minutes}}/, '15'), { exact: false })).toBeInTheDocument();
    expect(englishLeftovers(container, [en, emergency, terms], ALLOWED)).toEqual([]);
  });
});
