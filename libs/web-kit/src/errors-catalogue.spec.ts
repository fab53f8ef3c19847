import { readFileSync, writeFileSync } from 'node:fs';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { describe, expect, it } from '@jest/globals';

/**
 * The English texts of the server's error codes (`errors.<CODE>` in the kit's common catalogue) are the contracts'
 * ERROR_CODES messages, exactly. Regenerate with UPDATE_ERRORS_CATALOGUE=1 when a code is added.
 */
const file = new URL('./i18n/errors.en.json', import.meta.url);
const expected = Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message]));

describe('errors.en.json', () => {
  if (process.env.UPDATE_ERRORS_CATALOGUE === '1') writeFileSync(file, `${JSON.stringify(expected, null, 2)}\n`);

  it('holds every error code of the contracts with its English message, and nothing else', () => {
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(catalogue).toEqual(expected);
  });
});
