import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger } from '../logging/logger.js';
import { Writable } from 'node:stream';
import { sqlState } from './open-database.js';
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

  it('keeps bound values out of every log line, wherever the error is logged', () => {
    let out = '';
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const logger = createLogger('test', { destination });
    logger.error({ err: drizzleError }, 'request failed');
    logger.error({ err: new Error('wrapped', { cause: drizzleError }) }, 'nested');
    expect(out).toContain('Failed query: insert into');
    expect(out).not.toContain('$argon2id$');
  });
});
