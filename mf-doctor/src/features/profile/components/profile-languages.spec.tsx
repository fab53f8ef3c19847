import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { COMMON_NAMESPACE, createI18n, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { doctor, handlerFor, notificationPreferences, renderWithProviders, server, signedInSession } from '@vetnow/web-kit/testing';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { DoctorProfilePage } from './profile-page';

// Issue 13: the doctor's /profile in Sinhala and in Tamil — details, the edit form and its read-only fields (the
// specialization and the clinic location in the language); no text of the page's English catalogue is left.

createI18n();

const CATALOGUES = { si, ta } as const;
/** The clinic city is free text the doctor typed ('Battaramulla'), shown as typed; the fixed location is translated. */
const ALLOWED = ['Battaramulla'];
const DOCTOR = doctor({ createdAt: '2024-05-01T08:00:00.000Z', clinicAddress: { street: '45 Kotte Road', city: 'Battaramulla', location: 'Battaramulla' } });

function renderPage() {
  const session = signedInSession({ userType: 'doctor', user: { fullName: DOCTOR.fullName, email: DOCTOR.email } });
  return renderWithProviders(
    <SessionContext.Provider value={session}>
      <DoctorProfilePage />
    </SessionContext.Provider>,
  );
}

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each([
  ['si', 'සිංහල'],
  ['ta', 'தமிழ்'],
] as const)('/profile (doctor) in %s (%s)', (language: Exclude<Language, 'en'>, _name: string) => {
  const texts = CATALOGUES[language];
  const kitClose = () => i18n.getFixedT(language, COMMON_NAMESPACE)('close');

  beforeEach(async () => {
    localStorage.clear();
    server.use(
      handlerFor(API.clinic.getOwnProfile, () => DOCTOR),
      handlerFor(API.notify.getPreferences, notificationPreferences()),
    );
    await act(() => setLanguage(language));
  });

  it('the details and the edit form read in the language', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(await screen.findByText(texts.memberSince.replace('{{year}}', '2024'))).toBeInTheDocument();
    expect(screen.getAllByText(texts.specializations.Surgery).length).toBeGreaterThan(0);
    expect(screen.getByText(texts.locations.Battaramulla)).toBeInTheDocument();
    expect(screen.getByText(texts.experienceYears_other.replace('{{count}}', '12'))).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: texts.emails.updates })).toHaveAccessibleDescription(texts.emails.updatesHint);
    expect(englishLeftovers(container, [en], ALLOWED)).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.edit }));
    expect(screen.getByLabelText(texts.fields.specialization)).toHaveValue(texts.specializations.Surgery);
    expect(screen.getByLabelText(texts.fields.location)).toHaveValue(texts.locations.Battaramulla);
    const slot = screen.getByLabelText(texts.fields.slotDuration);
    expect(within(slot).getByRole('option', { name: texts.minutes.replace('{{count}}', '30') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.save })).toBeInTheDocument();
    expect(englishLeftovers(container, [en], kitClose() === 'Close' ? [...ALLOWED, 'Close'] : ALLOWED)).toEqual([]);
  });
});
