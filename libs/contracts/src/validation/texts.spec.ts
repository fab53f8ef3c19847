import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { englishOf, VALIDATION_TEXTS, validationText } from './texts.js';
import { vc } from './codes.js';

const src = new URL('../', import.meta.url);
/** The server-side texts themselves, and the error catalogue (whose English the answers and the API client share). */
const SERVER_SIDE = /^(validation\/texts\.ts|messages\.ts|errors\/|api\/examples\/|testing\/)/;

/** The frontends' English catalogue of the codes: this table, exactly (regenerate with UPDATE_VALIDATION_CATALOGUE=1). */
const englishCatalogue = new URL('../../../web-kit/src/i18n/validation.en.json', import.meta.url);

describe('validation codes (ADR 0075)', () => {
  if (process.env.UPDATE_VALIDATION_CATALOGUE === '1') writeFileSync(englishCatalogue, `${JSON.stringify(VALIDATION_TEXTS, null, 2)}\n`);

  it('are the frontends’ English catalogue (web-kit i18n/validation.en.json), text for text', () => {
    expect(JSON.parse(readFileSync(englishCatalogue, 'utf8'))).toEqual(VALIDATION_TEXTS);
  });

  it('gives every code its English text, and none to a text that is not a code', () => {
    expect(validationText(vc('registration.usernameMin'))).toBe('Username must be at least 3 characters');
    expect(validationText('calendar.rangeTooLong')).toBe('A calendar range may span at most 92 days');
    expect(validationText('Username must be at least 3 characters')).toBeUndefined();
    expect(validationText('registration.toString')).toBeUndefined();
    expect(validationText('constructor.name')).toBeUndefined();
    expect(englishOf('Invalid ID')).toBe('Invalid ID');
    expect(englishOf('password.min')).toBe('Password must be at least 8 characters');
  });

  it('has a non-empty text under every group and key', () => {
    const empty = Object.entries(VALIDATION_TEXTS).flatMap(([group, texts]) =>
      Object.entries(texts).filter(([, text]) => text.trim() === '').map(([key]) => `${group}.${key}`),
    );
    expect(Object.keys(VALIDATION_TEXTS).length).toBeGreaterThan(10);
    expect(empty).toEqual([]);
  });

  it('leaves no English text of the table in the contracts the browser bundles (their schemas carry the codes)', () => {
    const texts = [...new Set(Object.values(VALIDATION_TEXTS).flatMap((group) => Object.values(group)))];
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((f) => f.replaceAll('\\', '/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !SERVER_SIDE.test(f));
    expect(files).toContain('user/account-requests.ts');
    const found = files.flatMap((f) => {
      const source = readFileSync(new URL(f, src), 'utf8');
      return texts.filter((text) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => source.includes(quoted))).map((text) => `${f}: ${text}`);
    });
    expect(found).toEqual([]);
  });
});
