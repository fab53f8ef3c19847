// Issue 40: the push subscription routes' examples. A browser's subscription is made here as the browser would (an
// ECDH P-256 key and a 16-byte auth secret); its endpoint is on PROOF_PUSH_ORIGIN, the proof stack's one allowed test
// origin (PUSH_TEST_ORIGINS): a port nothing listens on, so the pushes the suites' bookings queue are never received.
import { createECDH, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Fixtures } from './fixtures.js';
import { call, describeAnswer } from './http.js';
import type { ProofPart } from './route-examples.js';
import type { Principal } from './world.js';

/** The push service origin the proof stack's svc-notify accepts (PUSH_TEST_ORIGINS): the discard port. */
export const PROOF_PUSH_ORIGIN = 'http://127.0.0.1:9';

/** A new browser subscription's JSON (what PushSubscription.toJSON() gives). */
export function proofPushSubscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${PROOF_PUSH_ORIGIN}/wpush/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A subscription of `who`, kept through the API; its id (the hex SHA-256 of its endpoint). */
async function subscribed(fx: Fixtures, who: Principal): Promise<string> {
  const subscription = proofPushSubscription();
  const a = await call(`${fx.world.api}/notifications/push/subscription`, { method: 'PUT', body: subscription, token: who.token });
  if (a.status !== 200) throw new Error(describeAnswer('PUT', `/notifications/push/subscription (${who.label})`, a));
  return createHash('sha256').update(subscription.endpoint).digest('hex');
}

/** A fresh browser subscription each call; owner A's subscription to remove (owner B and every other account: 404). */
export const PUSH_PARTS: Record<string, ProofPart> = {
  'PUT /notifications/push/subscription': { body: async () => proofPushSubscription() },
  'DELETE /notifications/push/subscription/:id': {
    params: async (fx) => ({ id: await subscribed(fx, fx.ownerA) }),
    fuzzIds: async (fx) => [await subscribed(fx, fx.ownerA)],
  },
};
