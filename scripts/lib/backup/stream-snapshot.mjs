// The event stream's messages into an archive and back (issue 41, ADR 0048). The JetStream client has no snapshot
// API, so the snapshot is every message read through an ordered consumer (as the `ops` user: JetStream API and its
// own inbox only), one JSON line each: sequence, subject, time, headers, data (base64). The restore deletes the
// stream (its durable consumers go with it: each service recreates its own at boot, from the first message),
// recreates it with the kit's settings (ensureEventStream) and publishes every message again, in order, with its
// original Nats-Msg-Id (the event id) — as the event's owner, since only the owner's NATS user may publish it.
import { Buffer } from 'node:buffer';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const MSG_ID = 'Nats-Msg-Id';

/**
 * Writes every message of `stream` up to its last sequence at the start into `file` (JSON lines).
 * @param {import('@nats-io/transport-node').NatsConnection} nc a connection allowed the JetStream API (ops)
 * @param {string} stream
 * @param {string} file
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ messages: number, firstSeq: number, lastSeq: number, config: object, eventIds: string[] }>}
 */
export async function snapshotStream(nc, stream, file, { timeoutMs = 120_000 } = {}) {
  const { jetstream, jetstreamManager } = await import('@nats-io/jetstream');
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  const info = await jsm.streams.info(stream);
  const { first_seq: firstSeq, last_seq: lastSeq, messages: expected } = info.state;
  const out = createWriteStream(file, { mode: 0o600 });
  const eventIds = [];
  let messages = 0;
  if (expected > 0) {
    const consumer = await jetstream(nc).consumers.get(stream, { opt_start_seq: firstSeq, deliver_policy: 'by_start_sequence' });
    const iterator = await consumer.consume({ max_messages: 256 });
    const timer = setTimeout(() => iterator.stop(), timeoutMs);
    try {
      for await (const m of iterator) {
        if (m.seq > lastSeq) break;
        const headers = {};
        for (const key of m.headers?.keys() ?? []) headers[key] = m.headers.values(key);
        const id = m.headers?.get(MSG_ID);
        if (id) eventIds.push(id);
        const line = JSON.stringify({ seq: m.seq, subject: m.subject, time: m.timestamp, headers, data: Buffer.from(m.data).toString('base64') });
        if (!out.write(`${line}\n`)) await once(out, 'drain');
        messages++;
        if (m.seq >= lastSeq || m.info.pending === 0) break;
      }
    } finally {
      clearTimeout(timer);
      iterator.stop();
    }
    if (messages < expected && messages === 0) throw new Error(`could not read the stream ${stream} (${expected} messages) within ${timeoutMs / 1000} s`);
  }
  out.end();
  await once(out, 'finish');
  return { messages, firstSeq, lastSeq, config: info.config, eventIds };
}

/** The archived messages of `file`, one at a time. */
export async function* readSnapshot(file) {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line) yield JSON.parse(line);
  }
}

/**
 * Replaces `settings.stream` with the archived messages: deletes it (and so every durable consumer on it), creates it
 * again with the kit's settings, publishes each message in its archived order with its original headers and
 * Nats-Msg-Id, each through `publisherOf(message)` (the connection of the event's owner), waiting for each PubAck.
 * Messages older than `notBefore` are left out: the stream would have dropped them by now (max age), and their
 * inbox rows may be pruned, so publishing them again could apply them twice.
 * @param {object} options
 * @param {import('@nats-io/transport-node').NatsConnection} options.ops a connection allowed the JetStream API
 * @param {(jsm: any, settings: object) => Promise<string>} options.ensureEventStream the kit's
 * @param {{ stream: string, subjectPrefix: string, retentionDays?: number, replicas?: number }} options.settings
 * @param {string} options.file the snapshot (JSON lines)
 * @param {(message: { subject: string, data: Buffer }) => Promise<import('@nats-io/transport-node').NatsConnection>} options.publisherOf
 * @param {Date} [options.notBefore]
 * @returns {Promise<{ published: number, skipped: number, eventIds: Set<string> }>} eventIds: every archived message's
 *   (also those left out)
 */
export async function restoreStream({ ops, ensureEventStream, settings, file, publisherOf, notBefore }) {
  const { jetstream, jetstreamManager, JetStreamApiError, JetStreamApiCodes } = await import('@nats-io/jetstream');
  const { headers: makeHeaders } = await import('@nats-io/transport-node');
  const jsm = await jetstreamManager(ops, { checkAPI: false });
  try {
    await jsm.streams.delete(settings.stream);
  } catch (err) {
    if (!(err instanceof JetStreamApiError) || err.code !== JetStreamApiCodes.StreamNotFound) throw err;
  }
  await ensureEventStream(jsm, settings);
  const clients = new Map();
  const eventIds = new Set();
  let published = 0;
  let skipped = 0;
  for await (const m of readSnapshot(file)) {
    const h = makeHeaders();
    let msgID;
    for (const [key, values] of Object.entries(m.headers ?? {})) {
      if (key.toLowerCase() === MSG_ID.toLowerCase()) msgID = values[0];
      else if (!/^nats-/i.test(key)) for (const v of values) h.append(key, v);
    }
    if (msgID) eventIds.add(msgID);
    if (notBefore && m.time && new Date(m.time) < notBefore) {
      skipped++;
      continue;
    }
    const data = Buffer.from(m.data, 'base64');
    const nc = await publisherOf({ subject: m.subject, data });
    if (!clients.has(nc)) clients.set(nc, jetstream(nc));
    const ack = await clients.get(nc).publish(m.subject, data, { ...(msgID ? { msgID } : {}), headers: h, expect: { streamName: settings.stream } });
    if (ack.duplicate) throw new Error(`message ${m.seq} (${msgID}) was refused as a duplicate`);
    published++;
  }
  const info = await jsm.streams.info(settings.stream);
  if (info.state.messages !== published) throw new Error(`the stream holds ${info.state.messages} messages after the restore, ${published} were published`);
  return { published, skipped, eventIds };
}
