/**
 * Security proof, part 5: the secrets audit — after an owner journey full of secrets (register, sign in, a wrong
 * password, a refresh-token rotation, a saved card, a card booking, attempts to send a CVV, a full card number and
 * a password where they do not belong), no password, card number, CVV, token or password hash is in any log
 * line (summary and raw JSON), any database row or any event. Its own stack and cast; the logs are read once
 * every process has flushed what it logged (a marker request per process, see logsFlushed()).
 */
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { SERVICE_NAMES } from '@vetnow/contracts/services';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER, DEMO_STAFF } from '@vetnow/domain/demo';
import { eventually } from '@vetnow/service-kit/testing';
import type { Fixtures } from './support/fixtures.js';
import { call, truncate } from './support/http.js';
import { dumpPostgres, logsFlushed, readStream, type ProofStack } from './support/proof-stack.js';
import { useProofSuite } from './support/proof-suite.js';

let proof: ProofStack;
let fx: Fixtures;
let api: string;
useProofSuite((s) => ({ proof, fx, api } = s));

describe('5. secrets audit: no password, card number, CVV, token or hash in any log, database or event', () => {
  const CARD = '4916217501611292'; // PayHere's sandbox Visa, entered on the local gateway's preapproval page
  const CVV = '7395';
  /** Every full card number this run sent to the server (the fixtures' and this suite's). */
  const CARD_NUMBERS = ['4916217501611292', '4111111111111111', '5307732125531191', '4024007194349121'];

  it('after register, login, refresh, save card, book and the rest of the journey, nothing secret was written anywhere', async () => {
    const w = fx.world;
    // A full owner journey with secrets in it, including attempts to send what must never be kept. (The cast made
    // for this file — the admin's and the doctors' sign-ins, owners A and B, doctor Y — is audited too.)
    const owner = await w.registerOwner('audited owner');
    const again = await w.login('audited owner', 'user', owner.email, owner.password);
    // A refresh-token rotation through the gateway: both refresh tokens and the new access token are audited.
    const { cookie } = await fx.freshRefreshCookie();
    const rotated = await call(`${api}/auth/refresh`, { method: 'POST', headers: { cookie } });
    expect(rotated.status).toBe(200);
    const rotatedCookie = rotated.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE.name}=`));
    w.remember(rotatedCookie!.split(';')[0]!.slice(REFRESH_COOKIE.name.length + 1));
    w.remember((rotated.json as { token: string }).token);
    const wrongPassword = w.newPassword();
    const failed = await call(`${api}/auth/login`, { method: 'POST', body: { email: owner.email, password: wrongPassword, userType: 'user' } });
    expect(failed.status).toBe(401);
    // The old route that took a card number is gone (cards are saved on PayHere's page): a number and CVV sent there
    // are refused by the gateway (404) and never reach a service.
    const withCvv = await call(`${api}/payments/save-card`, { method: 'POST', token: again.token, body: { ...w.cardBody(CARD), cvv: CVV } });
    expect(withCvv.status).toBe(404);
    const card = await w.saveCard(again, CARD);
    const cardSummary = { savedCardId: card.id, cardType: 'visa', lastFour: CARD.slice(-4), cardholderName: 'Proof Holder' };
    const booked = await w.book(again, DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: cardSummary });
    const fullCardBooking = await call(`${api}/appointments/book`, {
      method: 'POST',
      token: again.token,
      body: await w.bookBody(DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: { ...cardSummary, cardNumber: CARD_NUMBERS[0], cvv: CVV } }),
    });
    expect(fullCardBooking.status).toBe(400);
    const pw = w.newPassword();
    const profileWithPassword = await call(`${api}/users/profile`, {
      method: 'PUT',
      token: again.token,
      body: { fullName: 'Audited Owner', contactNumber: '0770000000', address: {}, password: pw },
    });
    expect(profileWithPassword.status).toBeLessThan(500);
    // Read the logs only once every process has written all it logged so far (its marker request's line is in
    // both the summary and the raw log), and the events once the journey's booking has been published.
    await logsFlushed(proof);
    const events = await eventually(
      async () => {
        const all = await readStream(proof.stack.natsUrl, proof.streamName, 5000, proof.stack.natsUsers?.['ops']);
        expect(all.some((e) => e.includes('appointment.booked') && e.includes(booked._id))).toBe(true);
        return all;
      },
      { timeoutMs: 15_000, intervalMs: 250, description: "the journey's appointment.booked event in the stream" },
    );

    const passwords = [...w.secrets.passwords, DEMO_ADMIN.password, DEMO_OWNER.password, DEMO_DOCTOR.password, DEMO_STAFF.password];
    const tokens = [...w.secrets.tokens];
    const cardPatterns = CARD_NUMBERS.flatMap((n) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 '), n.replace(/(\d{4})(?=\d)/g, '$1-')]);
    const cvvPatterns = [/\bcv[vc]2?\b["']?\s*[:=]\s*["']?\d{3,4}/i, new RegExp(`["']${CVV}["']`)];

    function leaks(source: string, text: string, { hashes }: { hashes: boolean }): string[] {
      const found: string[] = [];
      const where = (needle: string) => {
        const i = text.indexOf(needle);
        return truncate(text.slice(Math.max(0, i - 80), i + needle.length + 40).replace(/\s+/g, ' '), 200);
      };
      for (const p of passwords) if (text.includes(p)) found.push(`${source}: a password (${p.slice(0, 3)}…) in «${where(p)}»`);
      for (const t of tokens) {
        // A JWT is found by its signature; an opaque token (the refresh cookie's value) as a whole.
        const needle = t.split('.')[2] ?? t;
        if (text.includes(needle)) found.push(`${source}: a token in «${where(needle)}»`);
      }
      for (const c of cardPatterns) if (text.includes(c)) found.push(`${source}: a full card number in «${where(c)}»`);
      for (const re of cvvPatterns) {
        const m = re.exec(text);
        if (m) found.push(`${source}: a CVV in «${where(m[0])}»`);
      }
      if (hashes) {
        const m = /\$argon2(id|i|d)\$/.exec(text);
        if (m) found.push(`${source}: an argon2 hash in «${where(m[0])}»`);
      }
      return found;
    }

    const findings: string[] = [];
    const logs = proof.logText();
    const rawLogs = proof.rawLogText();
    // The logs really were written and read: the summary and the raw JSON lines of every request.
    expect(logs).toContain('POST /api/payments/saved-cards/preapproval');
    expect(rawLogs).toContain('"/payments/saved-cards/preapproval"');
    findings.push(...leaks('logs', logs, { hashes: true }), ...leaks('raw logs', rawLogs, { hashes: true }));

    expect(events.some((e) => e.includes('appointment.booked'))).toBe(true);
    findings.push(...leaks('events', events.join('\n'), { hashes: true }));

    // Every service's database, each of them holding rows.
    const dumps: [string, string][] = [];
    for (const service of SERVICE_NAMES) dumps.push([`database ${service}`, await dumpPostgres(proof.databaseUrls[service])]);
    for (const [source, text] of dumps) {
      expect(`${source}: ${text.length > 0}`).toBe(`${source}: true`);
      findings.push(...leaks(source, text, { hashes: false }));
    }
    // The password hashes are where they belong (svc-auth) and nowhere else.
    for (const [source, text] of dumps) {
      if (source !== 'database auth' && /\$argon2(id|i|d)\$/.test(text)) findings.push(`${source}: an argon2 hash outside svc-auth`);
    }
    expect(findings).toEqual([]);
  });
});
