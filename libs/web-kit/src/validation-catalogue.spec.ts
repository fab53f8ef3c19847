import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { englishValidationCatalogue, VALIDATION_SOURCES, validationIds } from './validation-ids';

/**
 * `i18n/validation.en.json` is the contracts' message objects, exactly (regenerate with
 * UPDATE_VALIDATION_CATALOGUE=1 when the contracts gain a message), and every `*_MESSAGES` object the contracts
 * export is either a source of the `validation` texts or left out here on purpose.
 */
const file = new URL('./i18n/validation.en.json', import.meta.url);
const contractsSrc = new URL('../../contracts/src/', import.meta.url);

/** Message objects that are not form validation: the server's generic answers (translated by error code), the confirm dialogs' questions (the screens' own catalogues). */
const NOT_VALIDATION = new Set(['SERVER_MESSAGES', 'CONFIRM_MESSAGES']);

const camel = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('validation catalogue', () => {
  if (process.env.UPDATE_VALIDATION_CATALOGUE === '1') writeFileSync(file, `${JSON.stringify(englishValidationCatalogue(), null, 2)}\n`);

  it('validation.en.json holds the contracts’ validation messages under their object and key, and nothing else', () => {
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(englishValidationCatalogue());
  });

  it('takes every *_MESSAGES object the contracts export, named after it', () => {
    const exported = readdirSync(contractsSrc)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .flatMap((f) => [...readFileSync(new URL(f, contractsSrc), 'utf8').matchAll(/export const ([A-Z_]+)_MESSAGES\b/g)].map((m) => m[1]!));
    expect(exported.length).toBeGreaterThan(5);
    const expected = exported.filter((name) => !NOT_VALIDATION.has(`${name}_MESSAGES`)).map(camel).sort();
    expect(Object.keys(VALIDATION_SOURCES).sort()).toEqual(expected);
  });

  it('maps each text to the first key that has it', () => {
    const ids = validationIds();
    expect(ids.get('Username must be at least 3 characters')).toBe('registration.usernameMin');
    expect(ids.get('Password must be at least 8 characters')).toBe('password.min');
    expect(ids.get('Please enter a time as HH:MM')).toBe('doctorForm.timeInvalid');
    expect(ids.get('Some text of a screen')).toBeUndefined();
  });

  it.each(['si', 'ta'])('%s gives one translation to every key of the same English text', (language) => {
    const translated = JSON.parse(readFileSync(new URL(`./i18n/validation.${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const byEnglish = new Map<string, Set<string>>();
    for (const [group, texts] of Object.entries(VALIDATION_SOURCES)) {
      for (const [key, english] of Object.entries(texts)) {
        const set = byEnglish.get(english) ?? new Set<string>();
        set.add(translated[group]?.[key] ?? `(missing ${group}.${key})`);
        byEnglish.set(english, set);
      }
    }
    const inconsistent = [...byEnglish].filter(([, set]) => set.size > 1).map(([english, set]) => `${english} → ${[...set].join(' | ')}`);
    expect(inconsistent).toEqual([]);
  });
});
