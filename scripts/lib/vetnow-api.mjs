/* global URLSearchParams */
// A small keep-alive client of the VetNow API (undici Pool), shared by the bench (bench/run.mjs) and the suites that
// start a whole stack (tests/faults, tests/integration, tests/proof): owners registered through the API, bookings,
// slots, the owner's lists and profile. In scripts/lib because both use it and it belongs to neither (issue 42).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { eventually } from './eventually.mjs';

/**
 * A client of one origin. `prefix` is prepended to every path ('/api' through the gateway, '' straight to a
 * service). Never throws on an HTTP status; a network error or timeout gives status 0 and `error`.
 * @param {string} origin e.g. http://127.0.0.1:8080
 * @param {{ prefix?: string, connections?: number, timeoutMs?: number }} [options]
 */
export function apiClient(origin, { prefix = '/api', connections = 32, timeoutMs = 15_000 } = {}) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  return {
    origin,
    prefix,
    /**
     * @param {string} method
     * @param {string} path
     * @param {{ token?: string, body?: unknown, headers?: Record<string, string> }} [options]
     */
    async call(method, path, { token, body, headers = {} } = {}) {
      const h = { accept: 'application/json', ...headers };
      if (token) h.authorization = `Bearer ${token}`;
      let payload;
      if (body !== undefined) {
        payload = JSON.stringify(body);
        h['content-type'] = 'application/json';
      }
      const started = performance.now();
      try {
        const res = await pool.request({ method, path: `${prefix}${path}`, headers: h, body: payload });
        const text = await res.body.text();
        const ms = performance.now() - started;
        let json;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        return { status: res.statusCode, json, text, ms };
      } catch (err) {
        return { status: 0, json: undefined, text: '', ms: performance.now() - started, error: err?.code ?? err?.message ?? String(err) };
      }
    },
    close: () => pool.close(),
  };
}

/** `METHOD path → status body` for error messages. */
export function describe(method, path, answer) {
  return `${method} ${path} → ${answer.status}${answer.error ? ` (${answer.error})` : ''} ${String(answer.text).slice(0, 300)}`;
}

/** A password and names nobody else uses in this run. */
export function uniqueName(prefix) {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/**
 * An owner registered through POST /auth/register (the password is random and stays in memory).
 * @returns {Promise<{ id: string, token: string, email: string, username: string }>}
 */
export async function registerOwner(api, label = 'bench') {
  const username = uniqueName(label.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'own');
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const body = {
    username,
    email: `${username}@bench.example`,
    password,
    confirmPassword: password,
    fullName: `Owner ${label}`,
    contactNumber: '0771234567',
    address: { street: '1 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
  };
  const a = await api.call('POST', '/auth/register', { body });
  if (a.status !== 201 && a.status !== 200) throw new Error(`register failed: ${describe('POST', '/auth/register', a)}`);
  return { id: a.json.user._id, token: a.json.token, email: body.email, username };
}

/** Registers `count` owners, `concurrency` at a time (argon2id makes each take tens of ms of CPU). */
export async function registerOwners(api, count, { concurrency = 4, label = 'bench' } = {}) {
  const owners = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        owners[i] = await registerOwner(api, `${label}${i}`);
      }
    }),
  );
  return owners;
}

/** Active doctors (GET /doctors). */
export async function listDoctors(api) {
  const a = await api.call('GET', '/doctors');
  if (a.status !== 200 || !Array.isArray(a.json)) throw new Error(`doctors: ${describe('GET', '/doctors', a)}`);
  return a.json;
}

/** `[{ time, isBooked }]` of a doctor on a date (GET /doctors/:id/slots?date=). */
export async function slots(api, doctorId, date) {
  const path = `/doctors/${doctorId}/slots?date=${date}`;
  const a = await api.call('GET', path);
  if (a.status !== 200 || !Array.isArray(a.json)) throw new Error(`slots: ${describe('GET', path, a)}`);
  return a.json;
}

/** A cash booking body of a slot, with a pet of the given name. */
export function bookBody(slot, petName = 'Rex') {
  return {
    doctorId: slot.doctorId,
    appointmentDate: slot.appointmentDate,
    timeSlot: slot.timeSlot,
    pet: { name: petName, type: 'Dog', breed: 'Labrador', age: 3 },
    reason: 'Annual check-up',
    paymentMethod: 'cash',
  };
}

/** POST /appointments/book as `owner` (with an Idempotency-Key when given). */
export function book(api, owner, body, idempotencyKey) {
  return api.call('POST', '/appointments/book', {
    token: owner.token,
    body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

/**
 * `count` free slots over the given doctors from `firstDate` on (day by day, doctor by doctor), as the slots
 * endpoint lists them. Each slot is `{ doctorId, appointmentDate, timeSlot }`.
 */
export async function freeSlots(api, doctorIds, firstDate, count, addDays, maxDays = 60) {
  const out = [];
  for (let d = 0; d < maxDays && out.length < count; d++) {
    const date = addDays(firstDate, d);
    for (const doctorId of doctorIds) {
      for (const s of await slots(api, doctorId, date)) {
        if (!s.isBooked) out.push({ doctorId, appointmentDate: date, timeSlot: s.time });
        if (out.length >= count) return out;
      }
    }
  }
  if (out.length < count) throw new Error(`only ${out.length} free slots of ${count} found in ${maxDays} days`);
  return out;
}

/**
 * Waits until svc-booking knows the doctor (its read model is filled from svc-clinic's doctor.* events): books
 * nothing, it only asks with a body the slot grid refuses, so 404 "doctor not found" means not known yet.
 */
export async function waitForBookableDoctor(api, owner, doctorId, date, timeoutMs = 30_000) {
  return eventually(
    `svc-booking to know doctor ${doctorId}`,
    async () => {
      const a = await book(api, owner, bookBody({ doctorId, appointmentDate: date, timeSlot: '03:07 AM' }));
      return a.status !== 404 && a.status !== 0 && a.status < 500;
    },
    timeoutMs,
    250,
  );
}

/**
 * Signs in through POST /auth/login (`userType` user, doctor or admin).
 * @returns {Promise<{ id: string, token: string, email: string }>}
 */
export async function signIn(api, { email, password, userType }) {
  const a = await api.call('POST', '/auth/login', { body: { email, password, userType } });
  if (a.status !== 200) throw new Error(`sign-in of ${email} failed: ${describe('POST', '/auth/login', a)}`);
  return { id: a.json.user._id, token: a.json.token, email };
}

/**
 * A doctor created by the admin (POST /admin/doctors; 09:00–17:00, 30-minute slots unless `workingHours` says
 * otherwise), then signed in once svc-auth has learnt it (doctor.created over JetStream).
 * @returns {Promise<{ id: string, token: string, email: string, password: string }>}
 */
export async function createDoctor(api, admin, { label = 'bench', workingHours = { startTime: '09:00', endTime: '17:00', slotDuration: 30 } } = {}) {
  const name = uniqueName(label.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'dr');
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const email = `${name}@bench.example`;
  // The API documentation's example of the form (ADR 0072), which the contracts spec holds valid. Imported here, not
  // at the top: the bench imports this file before it builds the contracts' dist.
  const { DOCTOR_FORM } = await import('@vetnow/contracts/api/examples');
  const body = { ...DOCTOR_FORM, fullName: `Dr. ${label}`, email, password, workingHours };
  const a = await api.call('POST', '/admin/doctors', { token: admin.token, body });
  if (a.status !== 201) throw new Error(`creating a doctor failed: ${describe('POST', '/admin/doctors', a)}`);
  const id = a.json._id;
  const signedIn = await eventually(
    `doctor ${email} to sign in`,
    async () => {
      const s = await api.call('POST', '/auth/login', { body: { email, password, userType: 'doctor' } });
      return s.status === 200 ? s.json : undefined;
    },
    30_000,
    250,
  );
  return { id, token: signedIn.token, email, password };
}

/** PayHere's sandbox Visa that succeeds (the local gateway's test cards are PayHere's: ADR 0049). */
export const SUCCESS_TEST_CARD = '4916217501611292';

/**
 * What the owner's browser does with a signed hosted-page form (a checkout or a preapproval, ADR 0051/0053): POSTs it
 * to `action`, then POSTs the card on the page it gets. Resolves with the card POST's answer (303 back to VetNow; the
 * gateway's notify to svc-payments is sent before it).
 * @param {{ action: string, fields: Record<string, string> }} form
 * @returns {Promise<{ status: number, location: string }>}
 */
export async function submitOnHostedPage(form, card = SUCCESS_TEST_CARD) {
  const post = (url, fields) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
  const page = await post(form.action, form.fields);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) throw new Error(`the hosted page answered ${page.status}: ${html.slice(0, 300)}`);
  const back = await post(new URL(action, form.action).href, { card_number: card, card_holder_name: 'Bench Holder', card_expiry: '12/30', card_cvv: '123' });
  await back.arrayBuffer();
  return { status: back.status, location: back.headers.get('location') ?? '' };
}

/**
 * Pays an owner's card appointment as the browser does (ADR 0051): POST /payments/checkout (asked again while
 * svc-payments has not heard of the booking yet), then the hosted page with the card.
 * @returns {Promise<{ backTo: string }>}
 */
export async function payOnHostedCheckout(api, owner, appointmentId, { card = SUCCESS_TEST_CARD, phone = '+94771234567' } = {}) {
  const form = await eventually(`the checkout of ${appointmentId}`, async () => {
    const a = await api.call('POST', '/payments/checkout', { token: owner.token, body: { appointmentId, phone } });
    if (a.status === 200) return a.json;
    if (a.status === 404) return undefined;
    throw new Error(describe('POST', '/payments/checkout', a));
  }, 10_000, 20);
  const back = await submitOnHostedPage(form, card);
  if (back.status !== 303) throw new Error(`the card page answered ${back.status}`);
  return { backTo: back.location };
}

/**
 * Saves a card for the owner as the profile does (ADR 0053): POST /payments/saved-cards/preapproval, the hosted
 * preapproval page with the card, then waits until the owner's saved cards list it (PayHere's notify stores it).
 * @returns {Promise<{ id: string, lastFour: string }>}
 */
export async function saveCardOnHostedPage(api, owner, card = SUCCESS_TEST_CARD, { phone = '+94771234567' } = {}) {
  const a = await api.call('POST', '/payments/saved-cards/preapproval', { token: owner.token, body: { phone } });
  if (a.status !== 200) throw new Error(describe('POST', '/payments/saved-cards/preapproval', a));
  const back = await submitOnHostedPage(a.json, card);
  if (back.status !== 303) throw new Error(`the preapproval page answered ${back.status}`);
  const lastFour = card.replace(/\D/g, '').slice(-4);
  return eventually(`the saved card ${lastFour}`, async () => {
    const list = await api.call('GET', '/payments/saved-cards', { token: owner.token });
    return list.status === 200 ? list.json.find((c) => c.lastFour === lastFour) : undefined;
  }, 15_000, 50);
}
