// Stops the PostgreSQL the global setup started (nothing when TEST_DATABASE_URL was given).
export default async function globalTeardown() {
  globalThis.__vetnowTestPostgres?.stop();
}
