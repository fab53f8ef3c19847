import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sqlState } from '@vetnow/service-kit/database/open-database';
import { scrubQueryError, withoutQueryParams } from './scrub-query-error.js';

describe('scrubQueryError', () => {
  const driverError = Object.assign(
    new Error('duplicate key value violates unique constraint "accounts_role_email_key"'),
    {
      code: '23505',
      constraint: 'accounts_role_email_key',
    },
  );
  const drizzleError = new DrizzleQueryError(
    'insert into "accounts" ("password_hash") values ($1)',
    ['$argon2id$v=19$secret'],
    driverError,
  );

  it('drops the bound parameters from message and stack, keeps the SQL and the driver error', () => {
    const scrubbed = scrubQueryError(drizzleError) as Error;
    expect(drizzleError.message).toContain('$argon2id$');
    expect(scrubbed.message).toBe('Failed query: insert into "accounts" ("password_hash") values ($1)');
    expect(scrubbed.stack).not.toContain('$argon2id$');
    expect(JSON.stringify(scrubbed)).not.toContain('$argon2id$');
    expect(scrubbed.cause).toBe(driverError);
    expect(sqlState(scrubbed)).toBe('23505');
  });

  it('leaves other errors alone', async () => {
    const other = new Error('boom');
    expect(scrubQueryError(other)).toBe(other);
    await expect(withoutQueryParams(() => Promise.reject(drizzleError))).rejects.toThrow(
      /^Failed query: insert/,
    );
    await expect(withoutQueryParams(async () => 42)).resolves.toBe(42);
  });
});
