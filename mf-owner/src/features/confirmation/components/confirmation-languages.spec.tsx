import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { formatLongDate } from '../../../shared/format-date';
import terms from '../../../shared/terms/terms.en.json' with { type: 'json' };
import termsSi from '../../../shared/terms/terms.si.json' with { type: 'json' };
import termsTa from '../../../shared/terms/terms.ta.json' with { type: 'json' };
import emergency from '../../../shared/ui/emergency.en.json' with { type: 'json' };
import { API } from '@vetnow/contracts/api';
import { appointment, englishLeftovers, handlerFor, useHandlers } from '@vetnow/web-kit/testing';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { ConfirmationPage } from './confirmation-page';

// Issue 13: the confirmation in Sinhala and Tamil, the default visit reason and the specialization included.

createI18n();

afterAll(async () => {
  await act(() => setLanguage('en'));
});

/** Dr. Perera (Surgery), 25 Nov 2026, cash, the default visit reason; triaged high (the emergency notice shows). */
const APPOINTMENT = appointment('a-1', {
  reason: 'General consultation',
  diagnosisQuestionnaire: { summary: 'High urgency. Reported: not drinking at all.', urgencyLevel: 'high' },
});

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('confirmedAppointment', JSON.stringify(APPOINTMENT));
  resetWizardStore();
});

describe.each([
  ['si', si, termsSi],
  ['ta', ta, termsTa],
] as const)('confirmation in %s', (language, texts, termTexts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the outcome, the details and the notes in the language', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/confirmation']}>
        <Routes>
          <Route path="/confirmation" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.outcome.confirmed.heading })).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-11-25', language))).toBeInTheDocument();
    expect(screen.getByText(termTexts.specializations.Surgery)).toBeInTheDocument();
    expect(screen.getByText(termTexts.defaultReason)).toBeInTheDocument();
    expect(screen.getByText(texts.paymentStatus.cash)).toBeInTheDocument();
    expect(screen.getByText(texts.years_other.replace('{{count}}', '3'))).toBeInTheDocument();
    expect(englishLeftovers(container, [en, emergency, terms])).toEqual([]);
  });

  it('the notice of a card payment left on the hosted page, and its Pay now, in the language', async () => {
    const card = { ...APPOINTMENT, paymentMethod: 'card' as const, paymentStatus: 'pending' as const };
    sessionStorage.setItem('confirmedAppointment', JSON.stringify(card));
    resetWizardStore();
    useHandlers(handlerFor(API.booking.own, [card]));
    const { container } = render(
      <MemoryRouter initialEntries={['/confirmation?appointment=a-1&checkout=cancelled']}>
        <Routes>
          <Route path="/confirmation" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: texts.checkout.notCompleted.title })).toHaveTextContent(texts.checkout.notCompleted.body);
    expect(screen.getByRole('button', { name: texts.checkout.payNow })).toBeInTheDocument();
    expect(screen.getByText(texts.paymentStatus.notPaid)).toBeInTheDocument();
    expect(englishLeftovers(container, [en, emergency, terms])).toEqual([]);
  });
});
