import { routeCoverage } from '@vetnow/service-kit/testing';
import { startAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';

describe("svc-auth's router serves exactly its contracts (API.auth)", () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('no contract missing, nothing extra but /health and the JWKS the services fetch directly', () => {
    expect(routeCoverage(t.app, 'auth', ['GET /.well-known/jwks.json'])).toEqual({ missing: [], extra: [] });
  });
});
