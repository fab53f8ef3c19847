import { isAbsolute, join } from 'node:path';
import { loadServiceConfig, ServiceConfigError } from './service-config.js';

describe('loadServiceConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadServiceConfig('booking', {});
    expect(config).toEqual({
      service: 'booking',
      port: 4003,
      dataDir: join(process.cwd(), 'data'),
      natsUrl: 'nats://127.0.0.1:4222',
      natsStream: 'VETNOW',
      eventSubjectPrefix: 'vetnow',
      eventRetentionDays: 30,
      host: '127.0.0.1',
      logLevel: 'info',
      jwksUrl: 'http://127.0.0.1:4001/.well-known/jwks.json',
      nodeEnv: 'development',
      trustedProxies: ['127.0.0.1', '::1'],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtPublicKey).toBeUndefined();
    expect(config.natsUser).toBeUndefined();
    expect(config.natsCreds).toBeUndefined();
  });

  it("reads the service's NATS credentials and the event retention (ADR 0010)", () => {
    const withUser = loadServiceConfig('booking', {
      NATS_USER: 'svc-booking',
      NATS_PASSWORD: 's3cret',
      EVENT_RETENTION_DAYS: '7',
    });
    expect(withUser).toMatchObject({ natsUser: 'svc-booking', natsPassword: 's3cret', eventRetentionDays: 7 });
    const withCreds = loadServiceConfig('booking', { NATS_CREDS: 'secrets/booking.creds' });
    expect(withCreds.natsCreds).toBe(join(process.cwd(), 'secrets/booking.creds'));
    expect(withCreds.natsUser).toBeUndefined();
    expect(() => loadServiceConfig('booking', { NATS_USER: 'svc-booking' })).toThrow(/NATS_USER and NATS_PASSWORD/);
    expect(() => loadServiceConfig('booking', { NATS_CREDS: 'x.creds', NATS_USER: 'u', NATS_PASSWORD: 'p' })).toThrow(
      /NATS_CREDS or NATS_USER/,
    );
    expect(() => loadServiceConfig('booking', { EVENT_RETENTION_DAYS: '0' })).toThrow(/EVENT_RETENTION_DAYS/);
    // The consumer's ack wait: unset by default (the consumer's 30 s), a whole number of ms from 1 s to 10 min.
    expect(loadServiceConfig('booking', {}).eventAckWaitMs).toBeUndefined();
    expect(loadServiceConfig('booking', { EVENT_ACK_WAIT_MS: '5000' }).eventAckWaitMs).toBe(5000);
    expect(() => loadServiceConfig('booking', { EVENT_ACK_WAIT_MS: '500' })).toThrow(/EVENT_ACK_WAIT_MS/);
  });

  it('reads a NATS cluster: several server URLs (issue 16; the stream replicas are the operator\'s, ADR 0045)', () => {
    const config = loadServiceConfig('booking', { NATS_URL: 'nats://n1:4222,nats://n2:4222,nats://n3:4222', NATS_STREAM_REPLICAS: '3' });
    expect(config).toMatchObject({ natsUrl: 'nats://n1:4222,nats://n2:4222,nats://n3:4222' });
    expect(config).not.toHaveProperty('natsStreamReplicas');
  });

  it('reads every variable', () => {
    const config = loadServiceConfig('clinic', {
      PORT: '5002',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/clinic',
      DATA_DIR: 'tmp/x',
      NATS_URL: 'nats://nats:4222',
      NATS_STREAM: 'TEST_1',
      EVENT_SUBJECT_PREFIX: 't1.vetnow',
      LOG_LEVEL: 'DEBUG',
      JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nMCowBQYDK2VwAyEA\\n-----END PUBLIC KEY-----',
      AUTH_URL: 'http://auth:4001/',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(5002);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/clinic');
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(join(process.cwd(), 'tmp/x'));
    expect(config.natsUrl).toBe('nats://nats:4222');
    expect(config.natsStream).toBe('TEST_1');
    expect(config.eventSubjectPrefix).toBe('t1.vetnow');
    expect(config.logLevel).toBe('debug');
    expect(config.jwtPublicKey).toBe('-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----');
    expect(config.jwksUrl).toBe('http://auth:4001/.well-known/jwks.json');
    expect(config.nodeEnv).toBe('production');
  });

  it('prefers JWKS_URL over AUTH_URL and treats empty values as unset', () => {
    const config = loadServiceConfig('payments', {
      JWKS_URL: 'https://keys.example/jwks.json',
      AUTH_URL: 'http://auth:4001',
      DATABASE_URL: '',
      PORT: '',
    });
    expect(config.jwksUrl).toBe('https://keys.example/jwks.json');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(4004);
  });

  const bad: [Record<string, string>, string][] = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NATS_STREAM: 'a.b' }, 'NATS_STREAM'],
    [{ EVENT_SUBJECT_PREFIX: 'a b' }, 'EVENT_SUBJECT_PREFIX'],
    [{ JWT_PUBLIC_KEY: 'not a key' }, 'JWT_PUBLIC_KEY'],
    [{ JWKS_URL: 'ftp://x' }, 'JWKS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ];
  for (const [env, variable] of bad) {
    it(`rejects ${JSON.stringify(env)} naming ${variable}`, () => {
      expect(() => loadServiceConfig('auth', env)).toThrow(ServiceConfigError);
      expect(() => loadServiceConfig('auth', env)).toThrow(new RegExp(`svc-auth.*${variable}`));
    });
  }
});
