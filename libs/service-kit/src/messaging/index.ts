/** `@vetnow/service-kit/messaging` — transactional outbox, idempotent inbox handlers, the kit's tables. */
export { OutboxService, type AddEventOptions } from './outbox.service.js';
export { UnitOfWork } from './unit-of-work.service.js';
export { OnEvent, type EventContext } from './on-event.decorator.js';
export { kitInbox, kitOutbox } from './messaging.schema.js';
export { listenConfigOf, OUTBOX_CHANNEL, PgListener, type PgListenerOptions } from './pg-listener.js';
