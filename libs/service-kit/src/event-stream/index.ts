/**
 * `@vetnow/service-kit/event-stream` — the JetStream stream of VetNow's events, set up by the operator (the runner,
 * compose's `nats-setup`, `npm run restore`), never by a service: the services' NATS users may only read the
 * stream's info (issue 41, ADR 0045). Only NATS imports, so that scripts can load it without Nest.
 */
export {
  DEFAULT_EVENT_RETENTION_DAYS,
  DUPLICATE_WINDOW_MS,
  ensureEventStream,
  eventStreamSettingsFromEnv,
  EventStreamSettingsError,
  eventStreamSubjects,
  type EventStreamSettings,
} from './event-stream.js';
