/**
 * Who may say what on the event bus (ADR 0010). The one place that decides, from the event catalogue:
 * - the owner of each event type: the only service whose NATS user may publish its subject, and the only
 *   envelope `source` a consumer accepts for it;
 * - what each service consumes (its `@OnEvent` handlers);
 * - the NATS permissions that follow, for a subject prefix and stream name. `npm start` (scripts/lib/stack.mjs),
 *   docker/nats.conf and the tests all take their users from {@link natsAuthorizationConfig}.
 */
import { eventSubject, isPrivateEventType, privateSubjectPrefix } from './event-envelope.js';
export { DEFAULT_EVENT_STREAM, DEFAULT_EVENT_SUBJECT_PREFIX } from './event-envelope.js';
import { EVENT_TYPES, isEventType, type EventType } from './events/index.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

/** The publisher of each event type (ARCHITECTURE.md "Events": "from"). */
export const EVENT_OWNERS = {
  'doctor.created': 'clinic',
  'doctor.updated': 'clinic',
  'doctor.status-changed': 'clinic',
  'doctor.deleted': 'clinic',
  'appointment.booked': 'booking',
  'appointment.cancelled': 'booking',
  'appointment.completed': 'booking',
  'appointment.findings-shared': 'booking',
  'pet.care-due-changed': 'booking',
  'appointment.rescheduled': 'booking',
  'appointment.needs-rescheduling': 'booking',
  'slot.held': 'booking',
  'slot.released': 'booking',
  'clinic.closure-added': 'clinic',
  'clinic.closure-removed': 'clinic',
  'doctor.leave-added': 'clinic',
  'doctor.leave-removed': 'clinic',
  'payment.completed': 'payments',
  'payment.failed': 'payments',
  'payment.refunded': 'payments',
  'user.registered': 'auth',
  'user.profile-updated': 'auth',
  'account.sessions-ended': 'auth',
  'session.ended': 'auth',
  'user.contact-changed': 'auth',
  'account.sign-in-delayed': 'auth',
  'account.claim-link': 'auth',
  'waitlist.offered': 'booking',
} as const satisfies Record<EventType, ServiceName>;

/** The event types each service handles (its `@OnEvent` handlers); its NATS user may read nothing else. */
export const EVENT_CONSUMERS = {
  auth: ['doctor.created', 'doctor.updated', 'doctor.status-changed', 'doctor.deleted', 'appointment.booked'],
  clinic: ['appointment.booked', 'appointment.cancelled', 'appointment.rescheduled', 'slot.held', 'slot.released'],
  booking: [
    'doctor.created',
    'doctor.updated',
    'doctor.status-changed',
    'doctor.deleted',
    'user.registered',
    'user.profile-updated',
    'payment.completed',
    'payment.failed',
    'payment.refunded',
    'clinic.closure-added',
    'clinic.closure-removed',
    'doctor.leave-added',
    'doctor.leave-removed',
  ],
  payments: ['appointment.booked', 'appointment.cancelled', 'appointment.needs-rescheduling', 'appointment.rescheduled'],
  notify: [
    'doctor.created',
    'doctor.updated',
    'doctor.deleted',
    'appointment.booked',
    'appointment.cancelled',
    'appointment.rescheduled',
    'appointment.needs-rescheduling',
    'appointment.completed',
    'appointment.findings-shared',
    'pet.care-due-changed',
    'payment.failed',
    'payment.refunded',
    'user.contact-changed',
    'account.sign-in-delayed',
    'account.claim-link',
    'waitlist.offered',
  ],
} as const satisfies Record<ServiceName, readonly EventType[]>;

/** The service that owns (publishes) an event type; undefined for a type outside the catalogue. */
export function eventOwner(type: string): ServiceName | undefined {
  return isEventType(type) ? EVENT_OWNERS[type] : undefined;
}

/** The catalogue types a service publishes. */
export function ownedEventTypes(service: ServiceName): EventType[] {
  return EVENT_TYPES.filter((t) => EVENT_OWNERS[t] === service);
}

/**
 * Why a consumer must refuse an envelope that arrived on `subject`, or undefined when it may be handled: a
 * catalogue event must come on its own subject (`${prefix}.${type}`) and from its owner. Types outside the
 * catalogue are not judged here (no production handler reads them).
 */
export function envelopeRefusal(
  envelope: { readonly type: string; readonly source: string },
  subject: string,
  subjectPrefix: string,
): string | undefined {
  const owner = eventOwner(envelope.type);
  if (!owner) return undefined;
  if (subject !== eventSubject(subjectPrefix, envelope.type)) {
    return `a ${envelope.type} event on subject ${subject}`;
  }
  if (envelope.source !== owner) {
    return `${envelope.type} is published by ${owner}, not "${envelope.source}"`;
  }
  return undefined;
}

/**
 * The durable consumer a service reads the private event tree with (`<prefix>-private.>`), when it consumes a
 * private type: `notify-private`. Its main durable (named after the service) filters on `<prefix>.>`.
 */
export function privateDurableName(service: ServiceName): string {
  return `${service}-private`;
}

/** Whether a service consumes any private event type (and so runs its private durable). */
export function consumesPrivateEvents(service: ServiceName): boolean {
  return (EVENT_CONSUMERS[service] as readonly EventType[]).some(isPrivateEventType);
}

/** The NATS user of a service. */
export function natsUserName(service: ServiceName): string {
  return `svc-${service}`;
}

/** The operator's user: manages and reads the stream (JetStream API), never publishes an event. */
export const NATS_OPS_USER = 'ops';

/**
 * The inbox prefix of a service's connection (replies, PubAcks, pull deliveries). Each user may subscribe only
 * to its own, so no other user can read what the server delivers to it.
 */
export function natsInboxPrefix(service: ServiceName): string {
  return `_INBOX_${service}`;
}

export interface NatsBus {
  /** EVENT_SUBJECT_PREFIX, e.g. `vetnow`. */
  readonly subjectPrefix: string;
  /** NATS_STREAM, e.g. `VETNOW`. */
  readonly stream: string;
}

export interface NatsPermissions {
  readonly publish: { readonly allow: readonly string[] };
  readonly subscribe: { readonly allow: readonly string[] };
}

/**
 * A service's permissions: publish its own event subjects; the JetStream API for its stream (info only: the
 * operator — the runner, compose's `nats-setup`, `npm run restore` — creates and changes it, ADR 0045) and for its
 * own durable consumer (info, create/update with a filter under the prefix, pull next, acks); subscribe to its own
 * inbox and to the subjects it consumes. The durable consumer name is the service name (the kit's
 * EventConsumerService). A service consuming a private type also gets its private durable
 * (`<service>-private`, filter `<prefix>-private.>`); no other user may create, read or ack a consumer there.
 */
export function natsPermissions(service: ServiceName, bus: NatsBus): NatsPermissions {
  const { subjectPrefix: prefix, stream } = bus;
  const durable = service;
  const consumes = EVENT_CONSUMERS[service] as readonly EventType[];
  const publish = [
    ...ownedEventTypes(service).map((t) => eventSubject(prefix, t)),
    `$JS.API.STREAM.INFO.${stream}`,
  ];
  if (consumes.length > 0) {
    publish.push(
      `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${durable}.${prefix}.>`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
      `$JS.ACK.${stream}.${durable}.>`,
    );
  }
  if (consumesPrivateEvents(service)) {
    const privateDurable = privateDurableName(service);
    publish.push(
      `$JS.API.CONSUMER.INFO.${stream}.${privateDurable}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${privateDurable}.${privateSubjectPrefix(prefix)}.>`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${privateDurable}`,
      `$JS.ACK.${stream}.${privateDurable}.>`,
    );
  }
  const subscribe = [`${natsInboxPrefix(service)}.>`, ...consumes.map((t) => eventSubject(prefix, t))];
  return { publish: { allow: publish }, subscribe: { allow: subscribe } };
}

/** The operator's permissions: the whole JetStream API (inspect, purge, delete), replies; no event subject. */
export function natsOpsPermissions(): NatsPermissions {
  return { publish: { allow: ['$JS.API.>'] }, subscribe: { allow: ['_INBOX.>'] } };
}

/** Every user of the bus: the services and ops. */
export const NATS_USERS = [...SERVICE_NAMES.map(natsUserName), NATS_OPS_USER] as const;

/**
 * The `authorization { users = [...] }` block of a nats-server config for the bus. `password(user)` gives the
 * config token of each user's password: a quoted literal (`JSON.stringify(secret)`), a bcrypt hash, or an
 * environment reference such as `$NATS_BOOKING_PASSWORD`.
 */
export function natsAuthorizationConfig(bus: NatsBus, password: (user: string) => string): string {
  const entries: { user: string; permissions: NatsPermissions }[] = [
    ...SERVICE_NAMES.map((s) => ({ user: natsUserName(s), permissions: natsPermissions(s, bus) })),
    { user: NATS_OPS_USER, permissions: natsOpsPermissions() },
  ];
  const list = (subjects: readonly string[]) =>
    `[\n${subjects.map((s) => `          ${JSON.stringify(s)}`).join(',\n')}\n        ]`;
  const users = entries.map(
    ({ user, permissions }) =>
      `    {\n      user: ${JSON.stringify(user)}\n      password: ${password(user)}\n      permissions: {\n` +
      `        publish: { allow: ${list(permissions.publish.allow)} }\n` +
      `        subscribe: { allow: ${list(permissions.subscribe.allow)} }\n      }\n    }`,
  );
  return `authorization {\n  users = [\n${users.join(',\n')}\n  ]\n}\n`;
}

/** `svc-booking` → `NATS_BOOKING_PASSWORD`, `ops` → `NATS_OPS_PASSWORD`: the variables docker/nats/nats.conf reads. */
export function natsPasswordEnv(user: string): string {
  return `NATS_${user.replace(/^svc-/, '').toUpperCase()}_PASSWORD`;
}

/**
 * docker/nats/nats.conf, the NATS of docker-compose.yml: JetStream, monitoring on 8222 (the health check), and the
 * bus's users for the default prefix and stream, each password read from the nats container's environment.
 */
export function dockerNatsConfig(bus: NatsBus = { subjectPrefix: 'vetnow', stream: 'VETNOW' }): string {
  return [
    '# GENERATED from libs/contracts/src/event-bus.ts by `node scripts/nats-config.mjs docker > docker/nats/nats.conf`;',
    '# do not edit by hand (a contracts test compares it). The NATS of docker-compose.yml (ADR 0010): one user per',
    `# service, publishing only its own events on "${bus.subjectPrefix}.*" and reading only what it consumes from stream`,
    `# ${bus.stream}. Passwords come from the nats container's environment (${NATS_USERS.map(natsPasswordEnv).join(', ')}).`,
    'port: 4222',
    'http_port: 8222',
    'jetstream {',
    '  store_dir: "/data"',
    '}',
    natsAuthorizationConfig(bus, (user) => `$${natsPasswordEnv(user)}`),
  ].join('\n');
}
