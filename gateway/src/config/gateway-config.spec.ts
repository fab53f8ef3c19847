import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GatewayConfigError, loadGatewayConfig, remoteOrigins } from './gateway-config.js';

describe('loadGatewayConfig', () => {
  it('has working defaults for a local run', () => {
    const c = loadGatewayConfig({});
    expect(c.port).toBe(8080);
    expect(c.upstreams).toEqual({
      auth: ['http://127.0.0.1:4001'],
      clinic: ['http://127.0.0.1:4002'],
      booking: ['http://127.0.0.1:4003'],
      payments: ['http://127.0.0.1:4004'],
      notify: ['http://127.0.0.1:4005'],
    });
    expect(c.upstreamTimeoutMs).toBe(10_000);
    expect(c.healthTimeoutMs).toBe(2000);
    expect(c.healthIntervalMs).toBe(5000);
    expect(c.bodyLimitBytes).toBe(100 * 1024);
    expect(c.publicOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(c.trustedProxies).toEqual([]);
    expect(c.jwksUrl).toBe('http://127.0.0.1:4001/.well-known/jwks.json');
    // The repository root, wherever the gateway is started from.
    expect(c.webRoot).toBe(resolve(fileURLToPath(new URL('../../../', import.meta.url))));
    expect(existsSync(join(c.webRoot, 'gateway', 'package.json'))).toBe(true);
    expect(remoteOrigins(c)).toEqual([]);
    // No PAYHERE_*: no payment form goes anywhere but the site itself.
    expect(c.paymentFormOrigins).toEqual([]);
  });

  it('reads upstreams, origins, timeouts and remote URLs from the environment', () => {
    const c = loadGatewayConfig({
      CLINIC_URL: 'http://clinic:4002/',
      PUBLIC_ORIGINS: 'https://vetnow.lk, https://www.vetnow.lk/',
      UPSTREAM_TIMEOUT_MS: '250',
      REMOTE_DOCTOR_URL: 'https://doctor.cdn.example/app',
      GATEWAY_TRUSTED_PROXIES: '10.0.0.2',
    });
    expect(c.upstreams.clinic).toEqual(['http://clinic:4002']);
    expect(c.publicOrigins).toEqual(['https://vetnow.lk', 'https://www.vetnow.lk']);
    expect(c.upstreamTimeoutMs).toBe(250);
    expect(c.remoteManifests.doctor).toBe('https://doctor.cdn.example/app/mf-manifest.json');
    expect(remoteOrigins(c)).toEqual(['https://doctor.cdn.example']);
    expect(c.trustedProxies).toEqual(['10.0.0.2']);
  });

  it('reads several copies of a service from a comma-separated list', () => {
    const c = loadGatewayConfig({ BOOKING_URL: 'http://a:4003, http://b:4003/', AUTH_URL: 'http://auth-1:4001,http://auth-2:4001' });
    expect(c.upstreams.booking).toEqual(['http://a:4003', 'http://b:4003']);
    expect(c.jwksUrl).toBe('http://auth-1:4001/.well-known/jwks.json');
    expect(() => loadGatewayConfig({ BOOKING_URL: 'http://a:4003,http://a:4003' })).toThrow(/BOOKING_URL lists the same URL twice/);
    expect(() => loadGatewayConfig({ BOOKING_URL: 'http://a:4003,ftp://b' })).toThrow(/BOOKING_URL/);
  });

  it("reads where the owner's browser posts PayHere's checkout form: PAYHERE_BASE_URL's origin, else PAYHERE_MODE's", () => {
    expect(loadGatewayConfig({ PAYHERE_MODE: 'live' }).paymentFormOrigins).toEqual(['https://www.payhere.lk']);
    expect(loadGatewayConfig({ PAYHERE_MODE: 'sandbox' }).paymentFormOrigins).toEqual(['https://sandbox.payhere.lk']);
    // npm start's local gateway; its path and a trailing slash are not part of the origin.
    expect(loadGatewayConfig({ PAYHERE_MODE: 'local', PAYHERE_BASE_URL: 'http://127.0.0.1:41234/' }).paymentFormOrigins).toEqual([
      'http://127.0.0.1:41234',
    ]);
    expect(loadGatewayConfig({ PAYHERE_MODE: 'sandbox', PAYHERE_BASE_URL: 'https://pay.example.lk:8443/payhere' }).paymentFormOrigins).toEqual([
      'https://pay.example.lk:8443',
    ]);
    expect(loadGatewayConfig({ PAYHERE_BASE_URL: 'https://pay.example.lk' }).paymentFormOrigins).toEqual(['https://pay.example.lk']);
    // A merchant without a mode is a sandbox merchant, as svc-payments reads it.
    expect(loadGatewayConfig({ PAYHERE_MERCHANT_ID: '1211149' }).paymentFormOrigins).toEqual(['https://sandbox.payhere.lk']);
    expect(loadGatewayConfig({ PAYHERE_MODE: ' ', PAYHERE_BASE_URL: '' }).paymentFormOrigins).toEqual([]);
  });

  it('refuses an invalid PAYHERE_BASE_URL or PAYHERE_MODE, naming the variable', () => {
    for (const bad of ['ftp://pay.example.lk', 'javascript:alert(1)', 'not a url', '127.0.0.1:4010']) {
      expect(() => loadGatewayConfig({ PAYHERE_BASE_URL: bad })).toThrow(GatewayConfigError);
      expect(() => loadGatewayConfig({ PAYHERE_BASE_URL: bad })).toThrow(/PAYHERE_BASE_URL/);
    }
    expect(() => loadGatewayConfig({ PAYHERE_MODE: 'production' })).toThrow(GatewayConfigError);
    expect(() => loadGatewayConfig({ PAYHERE_MODE: 'production' })).toThrow(/PAYHERE_MODE must be one of live, sandbox, local/);
    expect(() => loadGatewayConfig({ PAYHERE_MODE: 'local' })).toThrow(/PAYHERE_MODE=local needs PAYHERE_BASE_URL/);
  });

  it('refuses invalid values, naming the variable', () => {
    expect(() => loadGatewayConfig({ AUTH_URL: 'ftp://x' })).toThrow(GatewayConfigError);
    expect(() => loadGatewayConfig({ AUTH_URL: 'ftp://x' })).toThrow(/AUTH_URL/);
    expect(() => loadGatewayConfig({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadGatewayConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadGatewayConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadGatewayConfig({ JWT_PUBLIC_KEY: 'nope' })).toThrow(/JWT_PUBLIC_KEY/);
    expect(() => loadGatewayConfig({ REMOTE_OWNER_URL: 'javascript:alert(1)' })).toThrow(/REMOTE_OWNER_URL/);
  });
});
