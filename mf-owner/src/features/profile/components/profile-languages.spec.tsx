import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { diagnosisSummary, owner, savedCard, signedInSession } from '@vetnow/web-kit/testing';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { formatShortDate } from '../../../shared/format-date';
import { TRIAGE_NAMESPACE } from '../../../shared/triage/triage-texts';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { ProfilePage } from './profile-page';

// Issue 13: the owner's /profile in Sinhala and in Tamil — the Profile tab (details, pets, edit form, change
// password), saved cards, and health records whose triage texts are rebuilt in the language from the fired rules;
// no text of the screen's English catalogue is left.

createI18n();

/** Card brands and the brand name, kept in every language. */
const ALLOWED = ['VetNow', 'Visa', 'Mastercard', 'American Express'];

/** A record before its visit: the triage's English sentences as stored, and the rule that fired. */
const TRIAGED = diagnosisSummary('a-1', {
  summary: 'High urgency. Reported: not drinking at all.',
  recommendations: [
    "Call the clinic's 24/7 emergency line now; do not wait for the appointment.",
    'Offer small amounts of fresh water often; do not force it.',
  ],
  symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
  urgencyLevel: 'high',
  firedRules: ['not-drinking'],
});

const SESSION = signedInSession();

beforeEach(() => {
  localStorage.clear();
  stubApi((method, path) => {
    if (method !== 'GET') return undefined;
    // The city is the owner's own text (not translated); the service location is the clinic's, translated.
    if (path === '/api/users/profile') return [200, owner({ address: { street: '12 Lake Road', city: 'Pelawatta', location: 'Battaramulla' } })];
    if (path === '/api/users/diagnosis-summaries') return [200, [TRIAGED]];
    if (path === '/api/payments/saved-cards') return [200, [savedCard(), savedCard({ id: 'card-2', cardType: 'mastercard', lastFour: '5454', expiryDate: '01/20' })]];
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

function renderProfile(path: string) {
  return render(
    <SessionContext.Provider value={SESSION}>
      <MemoryRouter initialEntries={[path]}>
        <ProfilePage />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const CATALOGUES = { si, ta } as const;

describe.each(['si', 'ta'] as const)('/profile in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the Profile tab, its edit form and Change Password read in the language', async () => {
    const user = userEvent.setup();
    const { container } = renderProfile('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: texts.tabs['health-records'] })).toBeInTheDocument();
    expect(await screen.findByText(texts.fields.location)).toBeInTheDocument();
    expect(screen.getByText(texts.fields.location).nextElementSibling).toHaveTextContent(texts.locations.Battaramulla);
    expect(screen.getByText(texts.pets.age_other.replace('{{count}}', '3'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.password.title })).toBeInTheDocument();
    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.edit }));
    expect(await screen.findByLabelText(texts.fields.location)).toHaveValue(texts.locations.Battaramulla);
    expect(screen.getByRole('button', { name: texts.save })).toBeInTheDocument();
    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);
  });

  it('Payment Methods: the saved cards in the language, brands as they are', async () => {
    const { container } = renderProfile('/profile?tab=payment-methods');
    const list = await screen.findByRole('list', { name: texts.paymentMethods.listLabel });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText(texts.paymentMethods.expired)).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: texts.paymentMethods.deleteLabel.replace('{{brand}}', 'Visa').replace('{{lastFour}}', '4242') }),
    ).toBeInTheDocument();
    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);
  });

  it('Health Records: the triage rebuilt in the language, options, date and specialization translated', async () => {
    const { container } = renderProfile('/profile?tab=health-records');
    const list = await screen.findByRole('list', { name: texts.healthRecords.listLabel });
    const record = within(list).getByRole('article');
    const triage = i18n.getFixedT(language, TRIAGE_NAMESPACE);
    expect(triage('rules.not-drinking.finding')).not.toBe('not drinking at all');
    expect(within(record).getByText(new RegExp(`^${triage('level.high').replace(/[.()]/g, '\\$&')}`))).toHaveTextContent(
      triage('rules.not-drinking.finding'),
    );
    expect(within(record).getByText(triage('rules.not-drinking.recommendation'))).toBeInTheDocument();
    expect(within(record).getByText(triage('advice.high'))).toBeInTheDocument();
    expect(within(record).getByText(texts.healthRecords.urgency.high)).toBeInTheDocument();
    expect(within(record).getByText(texts.healthRecords.appetiteOptions.Decreased)).toBeInTheDocument();
    expect(within(record).getByText(texts.healthRecords.energyOptions.Low)).toBeInTheDocument();
    expect(within(record).getByText(formatShortDate('2026-11-25', language))).toBeInTheDocument();
    expect(within(record).queryByText(TRIAGED.summary)).toBeNull();
    expect(within(record).queryByText(TRIAGED.recommendations[1]!)).toBeNull();
    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);
  });
});
