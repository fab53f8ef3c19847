import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { formatShortDate } from '../../../shared/format-date';
import { TERMS_NAMESPACE } from '../../../shared/terms/terms-texts';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { NOW, ownerAppointments, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { AppointmentsPage } from './appointments-page';

// Issue 13: My Appointments in Sinhala and in Tamil — filters, status badges, the cards (dates, pet types and
// specializations in the language) and the cancel dialog; no text of the screen's English catalogue is left.

createI18n();

/** Texts the catalogues keep in every language (none on this screen besides variables and numbers). */
const ALLOWED: string[] = [];

beforeEach(() => {
  localStorage.clear();
  stubApi((method, path) => (method === 'GET' && path === '/api/users/appointments' ? [200, ownerAppointments()] : undefined));
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const CATALOGUES = { si, ta } as const;

describe.each(['si', 'ta'] as const)('My Appointments in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the filters, the cards and the cancel dialog read in the language', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <AppointmentsPage now={() => NOW} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('group', { name: texts.filters.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${texts.filters.upcoming} (1)` })).toBeInTheDocument();

    const completed = cards.find((c) => within(c).queryByRole('heading', { name: 'Dr. Amaya Silva' }))!;
    expect(within(completed).getByText(texts.status.completed)).toBeInTheDocument();
    const dermatology = i18n.getFixedT(language, TERMS_NAMESPACE)('specializations.Dermatology');
    expect(dermatology).not.toBe('Dermatology');
    expect(within(completed).getByText(dermatology)).toBeInTheDocument();
    expect(within(completed).getByText(`Misty · ${texts.petTypes.Cat}`)).toBeInTheDocument();
    const date = formatShortDate('2026-11-10', language);
    expect(date).not.toBe(formatShortDate('2026-11-10', 'en'));
    expect(within(completed).getByText(date)).toBeInTheDocument();
    expect(within(completed).getByText(texts.card.findings, { selector: 'p' })).toBeInTheDocument();

    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);

    const cancelLabel = texts.card.cancelLabel
      .replace('{{doctor}}', 'Dr. Nimal Perera')
      .replace('{{date}}', formatShortDate('2026-11-25', language))
      .replace('{{time}}', formatSlotTime('09:00 AM', language));
    await user.click(screen.getByRole('button', { name: cancelLabel }));
    const dialog = await screen.findByRole('dialog', { name: texts.cancel.title });
    expect(within(dialog).getByText(texts.cancel.confirm)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: texts.cancel.keep })).toBeInTheDocument();
    expect(englishLeftovers(dialog, [en], ALLOWED)).toEqual([]);
  });
});
