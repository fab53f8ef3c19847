import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_NAMESPACE, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';
import { staffApi, staffMember } from '../../../testing/staff-api';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };

// Issue 39: the admin's Staff tab reads in Sinhala and Tamil — the list, the confirmation and the Add staff dialog.

const CATALOGUES = { si, ta } as const;

function allowed(language: Language): string[] {
  const kit = i18n.getFixedT(language, COMMON_NAMESPACE);
  const kitEn = i18n.getFixedT('en', COMMON_NAMESPACE);
  return ['close', 'loading', 'showPassword'].filter((key) => kit(key) === kitEn(key)).map((key) => kitEn(key));
}

afterEach(() => act(() => toast.remove()));
afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each(['si', 'ta'] as const)('the Staff tab in %s', (language: Exclude<Language, 'en'>) => {
  const texts = CATALOGUES[language];
  const tabName = () => i18n.getFixedT(language, 'admin-dashboard')('tabs.staff');

  beforeEach(async () => {
    localStorage.clear();
    adminApi();
    staffApi([staffMember(), staffMember({ _id: 's-2', fullName: 'Asanka Bandara', email: 'asanka@vetnow.lk', isActive: false })]);
    await act(() => setLanguage(language));
  });

  it('the list, the confirmation and the form', async () => {
    const user = userEvent.setup();
    renderAdminDashboard();
    await user.click(await screen.findByRole('tab', { name: tabName() }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('table', { name: texts.table.caption })).toBeInTheDocument();
    expect(within(panel).getByText(texts.table.deactivated)).toBeInTheDocument();
    expect(englishLeftovers(panel, [en], allowed(language))).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: texts.actions.deactivateLabel.replace('{{name}}', 'Dilani Weerasinghe') }));
    const confirm = screen.getByRole('dialog', { name: texts.confirm.deactivateTitle });
    expect(englishLeftovers(confirm, [en], allowed(language))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: texts.confirm.cancel }));

    await user.click(within(panel).getByRole('button', { name: texts.add }));
    const form = screen.getByRole('dialog', { name: texts.form.title });
    expect(within(form).getByLabelText(new RegExp(`^${texts.form.password}`))).toBeInTheDocument();
    expect(englishLeftovers(form, [en], allowed(language))).toEqual([]);
  });
});
