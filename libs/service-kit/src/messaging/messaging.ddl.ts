/**
 * Tables of the transactional outbox and the idempotent inbox. Idempotent (IF NOT EXISTS), so every
 * service runs them at boot before its own migrations; valid on PostgreSQL 15+.
 *
 * kit_outbox — events written in the same transaction as the state change; the relay publishes them
 *   (oldest first by `seq`) and sets `published_at` only after JetStream acknowledged the message.
 *   A statement-level trigger notifies the channel `kit_outbox` (OUTBOX_CHANNEL) for every statement that inserts
 *   rows: PostgreSQL delivers it when the transaction commits (never for a rollback), one per channel and
 *   transaction, so every copy's relay wakes for rows any copy or any other writer committed (ADR 0047).
 * kit_inbox — one row per (consumer, event id) handled; inserted in the handler's transaction, so a
 *   redelivered or duplicated event is applied at most once. Rows outlive the stream's max age by a day, then
 *   the consumer prunes them (by `handled_at`).
 */
export const MESSAGING_DDL: string[] = [
  `CREATE TABLE IF NOT EXISTS kit_outbox (
    id uuid PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    type text NOT NULL,
    version integer NOT NULL,
    source text NOT NULL,
    subject text NOT NULL,
    payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    last_error text
  )`,
  `CREATE INDEX IF NOT EXISTS kit_outbox_unpublished_idx ON kit_outbox (seq) WHERE published_at IS NULL`,
  // The W3C traceparent of the transaction that wrote the event, sent as a NATS header (ADR 0027); null untraced.
  `ALTER TABLE kit_outbox ADD COLUMN IF NOT EXISTS trace_parent text`,
  `CREATE OR REPLACE FUNCTION kit_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('kit_outbox', '');
      RETURN NULL;
    END
  $$`,
  `CREATE OR REPLACE TRIGGER kit_outbox_notify AFTER INSERT ON kit_outbox FOR EACH STATEMENT EXECUTE FUNCTION kit_outbox_notify()`,
  `CREATE TABLE IF NOT EXISTS kit_inbox (
    event_id uuid NOT NULL,
    consumer text NOT NULL,
    handled_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, event_id)
  )`,
  `CREATE INDEX IF NOT EXISTS kit_inbox_handled_at_idx ON kit_inbox (consumer, handled_at)`,
];
