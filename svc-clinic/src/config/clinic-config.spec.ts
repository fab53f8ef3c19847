import { ClinicConfigError, loadClinicConfig } from './clinic-config.js';

describe('loadClinicConfig', () => {
  it('defaults to the local svc-auth, a 10 s timeout, no seeding and a 60-day booking horizon', () => {
    expect(loadClinicConfig({})).toEqual({ authUrl: 'http://127.0.0.1:4001', authTimeoutMs: 10_000, seedDemo: false, bookingHorizonDays: 60 });
  });

  it('reads AUTH_URL (without a trailing slash), AUTH_TIMEOUT_MS, SEED_DEMO and BOOKING_HORIZON_DAYS', () => {
    expect(loadClinicConfig({ AUTH_URL: 'http://auth:4001/', AUTH_TIMEOUT_MS: '2500', SEED_DEMO: 'TRUE', BOOKING_HORIZON_DAYS: '90' })).toEqual({
      authUrl: 'http://auth:4001',
      authTimeoutMs: 2500,
      seedDemo: true,
      bookingHorizonDays: 90,
    });
    expect(loadClinicConfig({ SEED_DEMO: 'no' }).seedDemo).toBe(false);
  });

  it.each([
    [{ AUTH_URL: 'ftp://auth' }, 'AUTH_URL'],
    [{ AUTH_URL: 'not a url' }, 'AUTH_URL'],
    [{ AUTH_TIMEOUT_MS: 'soon' }, 'AUTH_TIMEOUT_MS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ BOOKING_HORIZON_DAYS: '0' }, 'BOOKING_HORIZON_DAYS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadClinicConfig(env)).toThrow(ClinicConfigError);
    expect(() => loadClinicConfig(env)).toThrow(new RegExp(variable));
  });
});
