import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { NOW, SCRIPT_OF, catalogueLeaves, englishLeftovers, renderWithProviders, textVariables } from '@vetnow/web-kit/testing';
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

describe('the admin pet-care catalogue in Sinhala and Tamil', () => {
  it.each([
    ['si', si, SCRIPT_OF.si],
    ['ta', ta, SCRIPT_OF.ta],
  ])('%s has exactly the English keys, the same {{variables}}, and is written in its own script', (_lng, catalogue, script) => {
    const english = catalogueLeaves(en);
    const translated = catalogueLeaves(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect({ key, vars: textVariables(other) }).toEqual({ key, vars: textVariables(text) });
      const words = other.replace(/{{\s*\w+\s*}}/g, '');
      if (/\p{L}/u.test(words)) expect({ key, inScript: script.test(words) }).toEqual({ key, inScript: true });
    }
  });
});

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
