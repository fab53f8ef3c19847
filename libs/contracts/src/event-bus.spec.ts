import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dockerNatsConfig,
  envelopeRefusal,
  EVENT_CONSUMERS,
  EVENT_OWNERS,
  eventOwner,
  natsAuthorizationConfig,
  natsPasswordEnv,
  natsPermissions,
} from './event-bus.js';
import { eventSubject } from './event-envelope.js';
import { EVENT_TYPES, parseEventPayload, type EventType } from './events/index.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const bus = { subjectPrefix: 'e2e-1a2b.vetnow', stream: 'E2E_1A2B' };

/** The `@OnEvent('…')` types of a service's sources (not its specs or test helpers). */
function handledTypes(service: ServiceName): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing' && name !== '__fixtures__') walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/@OnEvent\(([^)]*)\)/g)) {
          for (const t of m[1]!.matchAll(/'([^']+)'/g)) found.add(t[1]!);
        }
      }
    }
  };
  walk(join(ROOT, `svc-${service}`, 'src'));
  return [...found].sort();
}

describe('event ownership', () => {
  it('gives every catalogue event exactly one owning service', () => {
    expect(Object.keys(EVENT_OWNERS).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) expect(SERVICE_NAMES).toContain(EVENT_OWNERS[type]);
    expect(eventOwner('payment.completed')).toBe('payments');
    expect(eventOwner('test.anything')).toBeUndefined();
  });

  it.each(SERVICE_NAMES)('lists exactly the events svc-%s handles (its @OnEvent handlers)', (service) => {
    expect([...(EVENT_CONSUMERS[service] as readonly string[])].sort()).toEqual(handledTypes(service));
  });

  it('accepts a catalogue event only on its own subject and from its owner', () => {
    const prefix = bus.subjectPrefix;
    const paid = { type: 'payment.completed', source: 'payments' };
    expect(envelopeRefusal(paid, `${prefix}.payment.completed`, prefix)).toBeUndefined();
    // svc-booking's user may publish on appointment.* only: a payment.completed envelope there is forged.
    expect(envelopeRefusal(paid, `${prefix}.appointment.booked`, prefix)).toMatch(
      /payment.completed event on subject/,
    );
    expect(envelopeRefusal({ ...paid, source: 'booking' }, `${prefix}.payment.completed`, prefix)).toMatch(
      /published by payments, not "booking"/,
    );
    expect(envelopeRefusal(paid, `vetnow.payment.completed`, prefix)).toBeDefined();
    // Types outside the catalogue (the kit's own tests) are not judged.
    expect(
      envelopeRefusal({ type: 'test.effect', source: 'x' }, `${prefix}.test.effect`, prefix),
    ).toBeUndefined();
  });
});

describe('NATS permissions', () => {
  const subject = (t: EventType) => eventSubject(bus.subjectPrefix, t);

  it('lets each service publish only the events it owns, under the run prefix', () => {
    for (const service of SERVICE_NAMES) {
      const { publish } = natsPermissions(service, bus);
      const events = publish.allow.filter((s) => !s.startsWith('$JS.'));
      expect(events.sort()).toEqual(
        EVENT_TYPES.filter((t) => EVENT_OWNERS[t] === service)
          .map(subject)
          .sort(),
      );
      // No wildcard over event subjects, no other stream, no other durable consumer.
      for (const s of publish.allow) {
        expect(s.startsWith('$JS.') || !s.includes('>')).toBe(true);
        if (s.startsWith('$JS.')) expect(s).toContain(`.${bus.stream}`);
        if (s.includes('CONSUMER') || s.startsWith('$JS.ACK'))
          expect(s).toContain(`.${bus.stream}.${service}`);
      }
    }
    expect(natsPermissions('booking', bus).publish.allow).not.toContain(subject('payment.completed'));
  });

  it('lets each service read only its own inbox and the events it consumes', () => {
    for (const service of SERVICE_NAMES) {
      const { subscribe } = natsPermissions(service, bus);
      expect([...subscribe.allow].sort()).toEqual(
        [`_INBOX_${service}.>`, ...(EVENT_CONSUMERS[service] as readonly EventType[]).map(subject)].sort(),
      );
    }
    expect(natsPermissions('payments', bus).subscribe.allow).not.toContain(subject('user.registered'));
  });

  it('keeps the private types (contact facts, visit findings, sign-in delays, pet care due) off the shared tree: only svc-notify may read or pull them (ADR 0029)', () => {
    expect(subject('user.contact-changed')).toBe(`${bus.subjectPrefix}-private.user.contact-changed`);
    expect(subject('user.registered')).toBe(`${bus.subjectPrefix}.user.registered`);
    // Every durable but notify's private one filters on `<prefix>.>`, which the private tree is not under.
    expect(`${bus.subjectPrefix}-private.user.contact-changed`.startsWith(`${bus.subjectPrefix}.`)).toBe(false);
    expect(natsPermissions('auth', bus).publish.allow).toContain(subject('user.contact-changed'));
    for (const service of SERVICE_NAMES) {
      const { publish, subscribe } = natsPermissions(service, bus);
      const privateTree = [...publish.allow, ...subscribe.allow].filter((s) => s.includes('-private'));
      if (service === 'notify') {
        expect(privateTree.sort()).toEqual(
          [
            `$JS.API.CONSUMER.INFO.${bus.stream}.notify-private`,
            `$JS.API.CONSUMER.CREATE.${bus.stream}.notify-private.${bus.subjectPrefix}-private.>`,
            `$JS.API.CONSUMER.MSG.NEXT.${bus.stream}.notify-private`,
            `$JS.ACK.${bus.stream}.notify-private.>`,
            subject('user.contact-changed'),
            subject('appointment.findings-shared'),
            subject('account.sign-in-delayed'),
            subject('pet.care-due-changed'),
            subject('account.claim-link'),
          ].sort(),
        );
      } else if (service === 'auth') {
        // publish only: the contact facts, and the per-account sign-in cap's notice (ADR 0046)
        expect(privateTree.sort()).toEqual([subject('user.contact-changed'), subject('account.sign-in-delayed'), subject('account.claim-link')].sort());
        expect(subscribe.allow).not.toContain(subject('account.claim-link'));
        expect(subscribe.allow).not.toContain(subject('user.contact-changed'));
        expect(subscribe.allow).not.toContain(subject('account.sign-in-delayed'));
      } else if (service === 'booking') {
        expect(privateTree.sort()).toEqual([subject('appointment.findings-shared'), subject('pet.care-due-changed')].sort()); // publish only
        expect(subscribe.allow).not.toContain(subject('appointment.findings-shared'));
        expect(subscribe.allow).not.toContain(subject('pet.care-due-changed'));
      } else {
        expect(privateTree).toEqual([]);
      }
    }
  });

  it('writes a users block with the given password tokens', () => {
    const text = natsAuthorizationConfig(bus, (user) => `$${natsPasswordEnv(user)}`);
    expect(text).toContain('user: "svc-booking"\n      password: $NATS_BOOKING_PASSWORD');
    expect(text).toContain('user: "ops"\n      password: $NATS_OPS_PASSWORD');
    expect(text).toContain(`"$JS.API.CONSUMER.CREATE.${bus.stream}.booking.${bus.subjectPrefix}.>"`);
  });

  it('docker/nats/nats.conf is the generated one (node scripts/nats-config.mjs docker > docker/nats/nats.conf)', () => {
    expect(readFileSync(join(ROOT, 'docker/nats/nats.conf'), 'utf8')).toBe(dockerNatsConfig());
  });
});

describe('user events', () => {
  it('carry no e-mail or username (no consumer reads them); older events with them still parse', () => {
    const old = { userId: 'u1', fullName: 'Kasun', contactNumber: '077', email: 'k@e.lk', username: 'kasun' };
    expect(parseEventPayload('user.registered', old)).toEqual({
      userId: 'u1',
      fullName: 'Kasun',
      contactNumber: '077',
    });
  });
});
