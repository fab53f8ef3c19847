import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import {
  checkAllCatalogues,
  checkCatalogue,
  checkRegistrations,
  englishCatalogues,
  LANGUAGES,
  neverTranslated,
  placeholders,
  siblingOf,
} from './catalogues.js';

/**
 * Issue 13's completeness test: every English catalogue has Sinhala and Tamil siblings with the same keys,
 * variables and plural forms and nothing left in English; every server error code has a text in all three; every
 * namespace registered with addResources loads si and ta. Runs in the web-kit Jest project (its `roots`).
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const allowIdentical = JSON.parse(readFileSync(new URL('./allow-identical.json', import.meta.url), 'utf8')) as Record<string, string[]>;
delete allowIdentical.$comment;

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

describe('the checks themselves', () => {
  it('reads variables and nestings, and knows the words that are never translated', () => {
    expect(placeholders('Hi {{name}}, {{count, number}} $t(common:close)')).toEqual(['$t(common:close)', '{{count}}', '{{name}}']);
    expect(neverTranslated('VetNow')).toBe(true);
    expect(neverTranslated('LKR {{amount}}')).toBe(true);
    expect(neverTranslated('clinic@vetnow.lk · 09:00 AM')).toBe(true);
    expect(neverTranslated('Sign in')).toBe(false);
    expect(neverTranslated('American Express')).toBe(true);
    expect(siblingOf('/a/i18n/en.json', 'si')).toBe('/a/i18n/si.json');
    expect(siblingOf('/a/terms.en.json', 'ta')).toBe('/a/terms.ta.json');
  });

  it('finds every kind of fault in a broken catalogue', () => {
    const { problems } = checkCatalogue(fixtures, `${fixtures}broken/en.json`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'si: plural forms missing: visits_other',
        'si: keys missing: nested.gone',
        'si: keys English lacks: extra',
        'si: greeting: variables (none) instead of {{name}}',
        'si: title: still English ("Book a visit")',
        'ta: broken/ta.json is missing',
        'si: nested.kept: not in Sinhala script ("Kept, in Tamil: வைக்கப்பட்டது")',
      ]),
    );
    expect(problems).not.toContainEqual(expect.stringContaining('brand'));
  });

  it('passes a complete catalogue', () => {
    expect(checkCatalogue(fixtures, `${fixtures}complete/en.json`).problems).toEqual([]);
  });
});

describe('catalogues of the shell, the remotes and the kit', () => {
  const results = checkAllCatalogues(repo, allowIdentical);

  it('finds the catalogues of every app', () => {
    const found = englishCatalogues(repo).map((path) => path.slice(repo.length));
    for (const app of ['shell/', 'mf-owner/', 'mf-doctor/', 'mf-admin/', 'libs/web-kit/']) expect(found.some((p) => p.startsWith(app))).toBe(true);
    expect(found).toEqual(expect.arrayContaining(['libs/web-kit/src/i18n/en.json', 'libs/web-kit/src/i18n/errors.en.json', 'libs/web-kit/src/i18n/validation.en.json']));
  });

  it.each(results.map((r) => [r.catalogue, r.problems] as const))('%s has complete Sinhala and Tamil siblings', (_catalogue, problems) => {
    expect(problems).toEqual([]);
  });

  it.each(['en', ...LANGUAGES])('every server error code has a text in %s', (language) => {
    const texts = JSON.parse(readFileSync(new URL(`../../libs/web-kit/src/i18n/errors.${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    const without = Object.keys(ERROR_CODES).filter((code) => typeof texts[code] !== 'string' || texts[code].trim() === '');
    expect(without).toEqual([]);
  });
});

describe('namespaces registered with addResources', () => {
  const registrations = checkRegistrations(repo);

  it('finds the registrations of every app', () => {
    for (const app of ['shell/', 'mf-owner/', 'mf-doctor/', 'mf-admin/']) expect(registrations.some((r) => r.file.startsWith(app))).toBe(true);
  });

  it.each(registrations.map((r) => [`${r.file} (${r.namespace})`, r.problems] as const))('%s loads its si and ta siblings', (_where, problems) => {
    expect(problems).toEqual([]);
  });
});
