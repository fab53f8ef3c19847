// The test stacks' SMTP sink (scripts/lib/smtp-sink.mjs, over the `smtp-server` package) on a free loopback port,
// for the bench: svc-notify sends its e-mails to it (SMTP_URL), and it stamps each message the moment its DATA ends
// (the message is accepted; the "250 OK" follows). It runs in a worker thread of the bench process, so the SMTP
// sessions of the hundreds of e-mails the other measures' bookings cause never hold up the bench's own HTTP client
// (the main thread), and the main thread's work never delays a stamp. Stamps are read from process.hrtime (one
// monotonic clock for every thread): compare them with `sinkClockMs()` taken in the main thread.
import { Buffer } from 'node:buffer';
import { setTimeout as sleep } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Milliseconds on the clock the sink stamps its messages with (monotonic, shared by the threads). */
export const sinkClockMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Starts the sink; answers once it listens.
 * @param {{ host?: string }} [options] default 127.0.0.1 (port: a free one)
 */
export async function startSmtpSink({ host = '127.0.0.1' } = {}) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { vetnowSmtpSink: true, host } });
  /** @type {{ receivedAtMs: number, from: string, to: string[], subject: string, messageId: string, bytes: number, greetingPauseMs: number }[]} */
  const messages = [];
  const waiters = new Set();
  let failure;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    worker.on('message', (m) => {
      if (m.type === 'listening') resolve(m.port);
      else if (m.type === 'mail') {
        messages.push(m.mail);
        for (const w of waiters) w.check(m.mail);
      }
    });
    worker.once('error', (err) => {
      failure = err;
      reject(err);
      for (const w of waiters) w.finish(undefined);
    });
    exited.then(() => reject(new Error('the SMTP sink stopped before it listened')));
  });

  return {
    port,
    url: `smtp://${host}:${port}`,
    /** Every message received so far, in order of arrival. */
    messages,
    /**
     * The first message (received already or later) that `match` accepts, or undefined if none has come by
     * `deadlineMs` (on the {@link sinkClockMs} clock). Event-driven: nothing polls.
     * @param {(mail: typeof messages[number]) => boolean} match
     * @param {number} deadlineMs
     */
    waitFor(match, deadlineMs) {
      const found = messages.find(match);
      if (found || failure) return Promise.resolve(found);
      return new Promise((resolve) => {
        const w = {
          check: (mail) => match(mail) && w.finish(mail),
          finish: (mail) => {
            clearTimeout(w.timer);
            waiters.delete(w);
            resolve(mail);
          },
        };
        w.timer = setTimeout(() => w.finish(undefined), Math.max(0, deadlineMs - sinkClockMs()));
        waiters.add(w);
      });
    },
    /**
     * Waits until no message has come for `idleMs` (a sender's backlog is out); false if that is not so within
     * `timeoutMs`. Sleeps only until the quiet window since the last message would be over.
     */
    async untilIdle(idleMs, timeoutMs) {
      const deadline = sinkClockMs() + timeoutMs;
      for (;;) {
        const quietFor = sinkClockMs() - (messages.at(-1)?.receivedAtMs ?? -Infinity);
        if (quietFor >= idleMs) return true;
        if (sinkClockMs() + idleMs - quietFor > deadline) return false;
        await sleep(idleMs - quietFor);
      }
    },
    /** Stops listening (open sessions are ended) and ends the worker. Idempotent. */
    async close() {
      for (const w of waiters) w.finish(undefined);
      worker.postMessage({ type: 'close' });
      const timer = setTimeout(() => worker.terminate(), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The Subject header of a raw message: unfolded, RFC 2047 encoded words decoded (B and Q, any charset Node knows). */
export function subjectOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:[ \t]*(.*)$/im.exec(head)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not part of the text
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, enc, text) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return bytes.toString('utf8');
      }
    })
    .trim();
}

// ---- the worker ----------------------------------------------------------------------------------------------------
if (parentPort && workerData?.vetnowSmtpSink) {
  // Not a top-level await: the tests load this module as CommonJS (ADR 0076).
  void (async () => {
    // The test stacks' one sink (scripts/lib/smtp-sink.mjs), loaded in the worker only: the main thread never loads
    // smtp-server.
    const { startSmtpServer } = await import('../../scripts/lib/smtp-sink.mjs');
    const accepted = new Map(); // client port → when the TCP connection was accepted
    const pauses = new Map(); // session id → accepted → greeting
    const sink = await startSmtpServer({
      host: workerData.host,
      closeTimeoutMs: 1000, // close(): sessions still open after a second are ended
      onError: () => {}, // a client's broken session: not the bench's business
      // smtp-server waits 100 ms after accepting a connection before its greeting (to catch early talkers): the first
      // message of a connection carries that wait as `greetingPauseMs`; later ones on the same (pooled) connection 0.
      onConnect(session) {
        const acceptedAt = accepted.get(session.remotePort);
        accepted.delete(session.remotePort);
        pauses.set(session.id, acceptedAt === undefined ? 0 : sinkClockMs() - acceptedAt);
      },
      onClose(session) {
        pauses.delete(session.id);
      },
      onMessage({ raw: bytes, from, to, session }) {
        const receivedAtMs = sinkClockMs();
        const raw = bytes.toString('utf8');
        const mail = {
          receivedAtMs,
          from,
          to,
          subject: subjectOf(raw),
          messageId: /^message-id:[ \t]*(.*)$/im.exec(raw.split(/\r?\n\r?\n/, 1)[0])?.[1]?.trim() ?? '',
          bytes: raw.length,
          greetingPauseMs: pauses.get(session.id) ?? 0,
        };
        pauses.set(session.id, 0);
        parentPort.postMessage({ type: 'mail', mail });
      },
    });
    sink.netServer.on('connection', (socket) => accepted.set(socket.remotePort, sinkClockMs()));
    parentPort.on('message', (m) => {
      if (m.type === 'close') sink.close().then(() => parentPort.close());
    });
    parentPort.postMessage({ type: 'listening', port: sink.port });
  })();
}
