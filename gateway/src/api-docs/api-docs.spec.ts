import { ROUTES } from '@vetnow/contracts/api';
import { openApiPath } from './openapi.js';
import { createTestKeys } from '@vetnow/service-kit/testing';
import { startFakeServices, startGateway, type TestGateway } from '../testing/start-gateway.js';
import { escapeHtml } from './reference-page.js';

describe('API documentation served by the gateway', () => {
  let gateway: TestGateway;
  let closeFakes: () => Promise<void>;

  beforeAll(async () => {
    const services = await startFakeServices();
    closeFakes = () => services.closeAll();
    const keys = await createTestKeys();
    gateway = await startGateway({ ...services.env, JWT_PUBLIC_KEY: keys.publicKeyPem });
  });

  afterAll(async () => {
    await gateway?.close();
    await closeFakes?.();
  });

  it('GET /api/openapi.json: the OpenAPI 3.1 document as JSON, with every route and the security headers', async () => {
    const res = await fetch(`${gateway.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const r of ROUTES) expect(doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]).toBeDefined();
  });

  it('GET /api/docs: a readable HTML reference without scripts or inline styles, within the CSP', async () => {
    const res = await fetch(`${gateway.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<code>POST</code> <code>/api/appointments/book</code>');
    expect(html).toContain('<code>BOOKING_<wbr>SLOT_<wbr>TAKEN</code>'); // may wrap after each _ at 390 px
    expect(html).toContain(escapeHtml('This time slot has just been booked. Please choose another slot.'));
    expect(html).toContain('<details><summary>Request body schema</summary>');
    for (const r of ROUTES) expect(html).toContain(`<code>${escapeHtml(`/api${openApiPath(r.path)}`)}</code>`);
  });

  it('GET /api/docs: its one stylesheet is a same-origin file (style-src self), served as CSS', async () => {
    const html = await (await fetch(`${gateway.url}/api/docs`)).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/api/docs/style.css']);
    const res = await fetch(`${gateway.url}${links[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    const css = await res.text();
    // What keeps the page from scrolling sideways at 390 px: schemas scroll in their box, long codes wrap.
    expect(css).toMatch(/pre \{[^}]*overflow: auto/);
    expect(css).toMatch(/code \{ overflow-wrap: anywhere; \}/);
  });

  it('answers the gateway error shape with a code for an unknown API path', async () => {
    const res = await fetch(`${gateway.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
});
