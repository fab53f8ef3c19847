import { randomBytes } from 'node:crypto';

/**
 * Environment for one test's service instance: a unique NATS stream and subject prefix (tests run in
 * parallel on one NATS server), quiet logs, NODE_ENV=test. Pass the result as `env` or merge into process.env.
 * Add DATABASE_URL (createTestPostgresDatabase) or DATA_DIR (a temp dir) and JWT_PUBLIC_KEY (createTestKeys).
 */
export function testConfigEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const id = randomBytes(5).toString('hex');
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    NATS_URL: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    NATS_STREAM: `TEST_${id.toUpperCase()}`,
    EVENT_SUBJECT_PREFIX: `test_${id}`,
    PORT: '0',
    ...overrides,
  };
}
