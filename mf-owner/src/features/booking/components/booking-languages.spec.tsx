import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { formatLongDate } from '../../../shared/format-date';
import terms from '../../../shared/terms/terms.en.json' with { type: 'json' };
import termsSi from '../../../shared/terms/terms.si.json' with { type: 'json' };
import termsTa from '../../../shared/terms/terms.ta.json' with { type: 'json' };
import { NOW, englishLeftovers, clockStartsAt, doctor, timeSlots } from '@vetnow/web-kit/testing';
import { stubApi } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { renderWizard } from '../testing/render-wizard';

// Issue 13: the booking wizard in Sinhala and in Tamil — its texts come from the si/ta catalogues (loaded on
// demand), dates are written in the language, and no text of the wizard's English catalogue is left on screen.

createI18n();

clockStartsAt(NOW); // tomorrow in Colombo: 2026-11-23

/** Brand names the catalogues keep in every language. */
const ALLOWED = ['VetNow'];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetWizardStore();
  stubApi((_method, path) => {
    if (path === '/api/doctors/d-1') return [200, doctor()];
    if (path === '/api/doctors/d-1/slots') return [200, timeSlots(['09:30'], ['09:00', '09:30', '14:00'])];
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const CATALOGUES = { si, ta } as const;
const TERMS = { si: termsSi, ta: termsTa } as const;

describe.each(['si', 'ta'] as const)('booking wizard in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('step 1 with a date and a slot chosen: every text in the language, the dates written in it', async () => {
    const user = userEvent.setup();
    const { container } = renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    const stepHeading = texts.steps.heading.replace('{{n}}', '1').replace('{{total}}', '3').replace('{{name}}', texts.steps.selectTime);
    expect(await screen.findByRole('heading', { level: 2, name: stepHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.calendar.nextMonth })).toBeInTheDocument();
    // Before a date is chosen: the prompt to choose one, not "No Available Slots" (issue 40).
    expect(screen.getByText(texts.slots.noDate)).toBeInTheDocument();
    expect(screen.queryByText(texts.slots.emptyTitle)).not.toBeInTheDocument();

    const date = formatLongDate('2026-11-25', language);
    expect(date).not.toBe(formatLongDate('2026-11-25', 'en'));
    await user.click(screen.getByRole('button', { name: date }));
    await user.click(await screen.findByRole('button', { name: formatSlotTime('09:00 AM', language) }));
    expect(screen.getByText(texts.slots.labelFor.replace('{{date}}', date))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.slots.morning })).toBeInTheDocument();
    expect(screen.getByText(texts.slots.booked)).toBeInTheDocument();

    expect(englishLeftovers(container, [en, terms], ALLOWED)).toEqual([]);
  });

  it('steps 2 and 3: the pet form and the summary in the language', async () => {
    const user = userEvent.setup();
    const { container } = renderWizard();
    await user.click(await screen.findByRole('button', { name: formatLongDate('2026-11-25', language) }));
    await user.click(await screen.findByRole('button', { name: formatSlotTime('09:00 AM', language) }));
    await user.click(screen.getByRole('button', { name: texts.actions.next }));

    await user.type(await screen.findByLabelText(new RegExp(texts.pet.name)), 'Rex');
    await user.selectOptions(screen.getByLabelText(texts.pet.type), texts.petTypes.Cat);
    await user.type(screen.getByLabelText(texts.pet.age), '3');
    await user.type(screen.getByLabelText(new RegExp(texts.pet.reason)), 'Annual check-up');
    expect(englishLeftovers(container, [en, terms], ALLOWED)).toEqual([]);
    await user.click(screen.getByRole('button', { name: texts.actions.next }));

    expect(await screen.findByRole('button', { name: texts.actions.continue })).toBeInTheDocument();
    expect(screen.getByText(`Rex (${texts.petTypes.Cat})`)).toBeInTheDocument();
    expect(screen.getByText(texts.summary.years_other.replace('{{count}}', '3'))).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-11-25', language))).toBeInTheDocument();
    expect(screen.getByText(TERMS[language].specializations.Surgery)).toBeInTheDocument();
    expect(englishLeftovers(container, [en, terms], ALLOWED)).toEqual([]);
  });
});

describe('switching the language mid-wizard', () => {
  it('keeps the chosen slot and the half-filled pet form', async () => {
    await act(() => setLanguage('en'));
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: formatLongDate('2026-11-25', 'en') }));
    await user.click(await screen.findByRole('button', { name: '09:00 AM' }));
    await user.click(screen.getByRole('button', { name: en.actions.next }));
    await user.type(await screen.findByLabelText(new RegExp(en.pet.name)), 'Rex');
    await user.type(screen.getByLabelText(new RegExp(en.pet.reason)), 'Limping');

    await act(() => setLanguage('si'));
    expect(await screen.findByLabelText(new RegExp(si.pet.name))).toHaveValue('Rex');
    expect(screen.getByLabelText(new RegExp(si.pet.reason))).toHaveValue('Limping');
    await user.click(screen.getByRole('button', { name: si.actions.back }));
    expect(await screen.findByRole('button', { name: formatSlotTime('09:00 AM', 'si'), pressed: true })).toBeInTheDocument();
  });
});
