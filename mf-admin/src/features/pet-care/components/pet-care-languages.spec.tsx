import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { NOW, englishLeftovers, renderWithProviders } from '@vetnow/web-kit/testing';
import { petCareAdminApi } from '../../../testing/pet-care-api';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { PetCarePanel } from './pet-care-panel';

// Issue 38: the admin's Pet care tab reads in Sinhala and Tamil.

const CATALOGUES = { si, ta } as const;

afterAll(async () => {
  await act(() => setLanguage('en'));
});

// The catalogue's keys, {{variables}} and scripts: tools/i18n/catalogues.spec.ts checks every catalogue.

describe.each(['si', 'ta'] as const)('the Pet care tab in %s', (language: Exclude<Language, 'en'>) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    localStorage.clear();
    petCareAdminApi();
    await act(() => setLanguage(language));
  });

  it('the report, the schedules and the editor', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PetCarePanel now={() => NOW} />);
    expect(await screen.findByRole('region', { name: texts.overdue.title })).toBeInTheDocument();
    expect(await screen.findByText(texts.species.Cat)).toBeInTheDocument();
    await screen.findByRole('region', { name: texts.schedules.title });
    await user.click((await screen.findAllByRole('button', { name: /./ })).find((b) => b.textContent === texts.schedules.edit)!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(texts.form.noLimit)).toBeInTheDocument();
    expect(englishLeftovers(container, [en])).toEqual([]);
    expect(englishLeftovers(dialog, [en])).toEqual([]);
  });
});
