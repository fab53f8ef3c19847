import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { owner, signedInSession } from '@vetnow/web-kit/testing';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { formatShortDate } from '../../../shared/format-date';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { NOW, ownerAppointments, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { DashboardPage } from './dashboard-page';

// Issue 13: the owner's dashboard in Sinhala and in Tamil — welcome, counters, quick actions, recent appointments
// (dates, pet types and status in the language) and the pets; no text of its English catalogues is left.

createI18n();

/** Brand names the catalogues keep in every language. */
const ALLOWED = ['VetNow'];

const SESSION = signedInSession();

beforeEach(() => {
  localStorage.clear();
  stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, ownerAppointments()];
    if (method === 'GET' && path === '/api/users/profile') {
      return [200, owner({ fullName: 'Kasun Jayawardena', pets: [{ name: 'Bruno', type: 'Dog', breed: '', age: 3 }] })];
    }
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const CATALOGUES = { si, ta } as const;

/** The appointments feature's texts (its cards' status, pet types), read through i18next: its catalogues are its own. */
const APPOINTMENTS = 'appointments';

describe.each(['si', 'ta'] as const)('owner dashboard in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('every section reads in the language', async () => {
    const appointment = i18n.getFixedT(language, APPOINTMENTS);
    const dog = appointment('petTypes.Dog');
    const scheduled = appointment('status.scheduled');
    expect(dog).not.toBe('Dog');
    expect(scheduled).not.toBe('Scheduled');
    const { container } = render(
      <MemoryRouter>
        <SessionContext.Provider value={SESSION}>
          <DashboardPage now={() => NOW} />
        </SessionContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(await screen.findByText(texts.welcome.replace('{{name}}', 'Kasun Jayawardena'))).toBeInTheDocument();
    const counters = screen.getByText(texts.counters.total).closest('dl')!;
    expect(counters).toHaveAccessibleName(texts.counters.label);
    expect(within(counters).getByText(texts.counters.total).nextElementSibling).toHaveTextContent('4');

    const recent = screen.getByRole('region', { name: texts.recent.title });
    const first = within(recent).getAllByRole('listitem')[0]!;
    const when = texts.recent.when.replace('{{date}}', formatShortDate('2026-11-25', language)).replace('{{time}}', formatSlotTime('09:00 AM', language));
    expect(first).toHaveTextContent(when);
    expect(first).toHaveTextContent(texts.recent.pet.replace('{{pet}}', `Bruno · ${dog}`));
    expect(within(first).getByText(scheduled)).toBeInTheDocument();

    const pets = await screen.findByRole('region', { name: texts.pets.title });
    expect(within(pets).getAllByText(dog).length).toBeGreaterThan(0);
    expect(within(pets).getAllByText(texts.pets.breedUnknown).length).toBeGreaterThan(0);

    expect(englishLeftovers(container, [en, i18n.getResourceBundle('en', APPOINTMENTS) as typeof en], ALLOWED)).toEqual([]);
  });
});
