import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';

/**
 * The `validation` texts of the kit's catalogues (ADR 0075): `i18n/validation.en.json` is the server's table of
 * validation codes (`@vetnow/contracts/validation-texts`; the contracts' texts.spec.ts keeps the two equal, as lint
 * keeps that table out of every browser workspace), and every code a schema or a form names is a key of it, with
 * a Sinhala and a Tamil text.
 */
type Catalogue = Record<string, Record<string, string>>;
const read = (language: string) => JSON.parse(readFileSync(new URL(`./i18n/validation.${language}.json`, import.meta.url), 'utf8')) as Catalogue;
const codesOf = (catalogue: Catalogue) => Object.entries(catalogue).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`));
const root = new URL('../../../', import.meta.url);
/** Where validation codes are named: the contracts' schemas, the kit, the frontends and the services. */
const SOURCES = ['libs/contracts/src', 'libs/web-kit/src', 'shell/src', 'mf-owner/src', 'mf-doctor/src', 'mf-admin/src', 'svc-auth/src', 'svc-clinic/src', 'svc-booking/src', 'svc-payments/src', 'svc-notify/src'];

function codesNamedInSources(): string[] {
  const codes = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      for (const match of readFileSync(new URL(`${dir}/${file}`, root), 'utf8').matchAll(/\bvc\('([^']+)'\)/g)) codes.add(match[1]!);
    }
  }
  return [...codes].sort();
}

describe('validation catalogue', () => {
  const english = read('en');

  it('has a text for every validation code the schemas and forms name', () => {
    const named = codesNamedInSources();
    expect(named).toEqual(expect.arrayContaining(['registration.usernameMin', 'calendar.timeInvalid', 'pet.nameRequired']));
    const known = new Set(codesOf(english));
    expect(named.filter((code) => !known.has(code))).toEqual([]);
  });

  it.each(['si', 'ta'])('%s has every code of the English catalogue and nothing else', (language) => {
    expect(codesOf(read(language)).sort()).toEqual(codesOf(english).sort());
  });

  it.each(['si', 'ta'])('%s gives one translation to every code of the same English text', (language) => {
    const translated = read(language);
    const byEnglish = new Map<string, Set<string>>();
    for (const [group, texts] of Object.entries(english)) {
      for (const [key, text] of Object.entries(texts)) {
        const set = byEnglish.get(text) ?? new Set<string>();
        set.add(translated[group]?.[key] ?? `(missing ${group}.${key})`);
        byEnglish.set(text, set);
      }
    }
    const inconsistent = [...byEnglish].filter(([, set]) => set.size > 1).map(([text, set]) => `${text} → ${[...set].join(' | ')}`);
    expect(inconsistent).toEqual([]);
  });
});
