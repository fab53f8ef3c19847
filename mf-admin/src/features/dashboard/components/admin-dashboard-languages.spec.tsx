import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_NAMESPACE, createI18n, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { appointment, doctor, NOW, clockStartsAt } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { calendarApi, closure, holiday } from '../../../testing/calendar-api';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { renderAdminDashboard } from '../../../testing/render-admin';
// The catalogues of the tabs fetched when first opened, registered as their features do, for the English checks.
import '../../appointments';
import '../../calendar';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };

clockStartsAt(NOW);

// Issue 13: the admin dashboard in Sinhala and in Tamil — figures, Overview, Doctors (and the Add Doctor form),
// Appointments and the Calendar tab read in the language; no text of the screen's English catalogues is left.

createI18n();

const CATALOGUES = { si, ta } as const;
/** The tabs' texts (other features' namespaces), read from the i18n store their modules registered. */
const NAMESPACES = ['admin-dashboard', 'admin-doctors', 'admin-appointments', 'admin-calendar'];
const english = () => NAMESPACES.map((ns) => i18n.getResourceBundle('en', ns) as Record<string, never>);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name]));

/** The kit's texts (common namespace) are not this screen's: allowed while the kit's own si/ta are English placeholders. */
function allowed(language: Language): string[] {
  const kit = i18n.getFixedT(language, COMMON_NAMESPACE);
  const kitEn = i18n.getFixedT('en', COMMON_NAMESPACE);
  return ['close', 'loading', 'retry', 'confirm.cancel'].filter((key) => kit(key) === kitEn(key)).map((key) => kitEn(key));
}

afterEach(() => act(() => toast.remove()));
afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each([
  ['si', 'සිංහල'],
  ['ta', 'தமிழ்'],
] as const)('/admin-dashboard in %s (%s)', (language: Exclude<Language, 'en'>, _name: string) => {
  const texts = CATALOGUES[language];
  const t = (ns: string, key: string, values: Record<string, unknown> = {}): string => i18n.getFixedT(language, ns)(key, values);

  beforeEach(async () => {
    localStorage.clear();
    adminApi({
      doctors: [doctor(), doctor({ _id: 'd-2', fullName: 'Dr. Amaya Silva', email: 'amaya@vetnow.lk', specialization: 'Dentistry', isActive: false })],
      appointments: [appointment('a1', { appointmentDate: '2026-11-23', at: '10:30', pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 } })],
    });
    calendarApi({ holidays: [holiday()], closures: [closure()] });
    await act(() => setLanguage(language));
  });

  it('the figures and Overview', async () => {
    const { container } = renderAdminDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: texts.tabs.label })).toBeInTheDocument();
    expect(screen.getByText(texts.stats.totalDoctors, { selector: 'dt' })).toBeInTheDocument();
    expect(await screen.findByText(texts.overview.ok)).toBeInTheDocument();
    expect(englishLeftovers(container, english(), allowed(language))).toEqual([]);
  });

  it('Doctors, the Add Doctor form, Appointments and the Calendar tab', async () => {
    const user = userEvent.setup();
    const { container } = renderAdminDashboard();
    await user.click(await screen.findByRole('tab', { name: texts.tabs.doctors }));
    const silva = within((await screen.findByRole('rowheader', { name: /Dr. Amaya Silva/ })).closest('tr')!);
    expect(silva.getByText(t('admin-doctors', 'specializations.Dentistry'))).toBeInTheDocument();
    expect(silva.getByText(t('admin-doctors', 'table.inactive'))).toBeInTheDocument();
    expect(silva.getByRole('button', { name: t('admin-doctors', 'actions.activateLabel', { name: 'Dr. Amaya Silva' }) })).toBeInTheDocument();
    expect(englishLeftovers(container, english(), allowed(language))).toEqual([]);

    await user.click(screen.getByRole('button', { name: t('admin-doctors', 'add') }));
    const form = await screen.findByRole('dialog', { name: t('admin-doctors', 'form.addTitle') });
    expect(within(form).getByRole('option', { name: t('admin-doctors', 'specializations.Surgery') })).toBeInTheDocument();
    expect(within(form).getByLabelText(t('admin-doctors', 'form.location'))).toHaveValue(t('admin-doctors', 'locations.Battaramulla'));
    expect(englishLeftovers(form, english(), allowed(language))).toEqual([]);
    await user.click(within(form).getByRole('button', { name: t('admin-doctors', 'form.cancel') }));

    await user.click(screen.getByRole('tab', { name: texts.tabs.appointments }));
    const row = within((await screen.findByRole('rowheader', { name: 'Kasun Jayawardena → Dr. Nimal Perera' })).closest('tr')!);
    expect(row.getByText(fill('{{name}} ({{type}})', { name: 'Rex', type: t('admin-appointments', 'petType.Dog') }))).toBeInTheDocument();
    expect(row.getByText(t('admin-appointments', 'status.scheduled'))).toBeInTheDocument();
    expect(englishLeftovers(container, english(), allowed(language))).toEqual([]);

    await user.click(screen.getByRole('tab', { name: texts.tabs.calendar }));
    const panel = within(screen.getByRole('tabpanel', { name: texts.tabs.calendar }));
    for (const key of ['holidays.title', 'closures.title', 'leave.title']) {
      expect(await panel.findByRole('region', { name: t('admin-calendar', key) })).toBeInTheDocument();
    }
    expect(panel.getByRole('switch', { name: t('admin-calendar', 'policy.closed') })).toBeInTheDocument();
    expect(await panel.findAllByText(t('admin-calendar', 'closures.remove'))).toHaveLength(2); // the holiday's and the closure's
    expect(englishLeftovers(container, english(), allowed(language))).toEqual([]);
  });
});

describe('the English check itself', () => {
  it('finds the English texts when the screen is in English (so an untranslated screen fails the checks above)', async () => {
    adminApi();
    await act(() => setLanguage('en'));
    const { container } = renderAdminDashboard();
    expect(await screen.findByText(en.overview.ok)).toBeInTheDocument();
    expect(englishLeftovers(container, english())).toEqual(expect.arrayContaining([en.title, en.stats.totalDoctors, en.overview.ok]));
  });
});
