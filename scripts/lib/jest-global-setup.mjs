// A plain `jest` run (not through `npm test`, which starts it once for Jest and Playwright): one embedded PostgreSQL
// for the run, unless TEST_DATABASE_URL names a server. The workers inherit TEST_DATABASE_URL (they start after this).
import { startTestPostgres } from './test-postgres.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const pg = await startTestPostgres();
  process.env.TEST_DATABASE_URL = pg.url;
  globalThis.__vetnowTestPostgres = pg;
}
