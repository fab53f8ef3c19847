// The one SMTP sink of the test stacks (issue 42): a real SMTP server (the `smtp-server` package) on a free loopback
// port that svc-notify sends to (SMTP_URL). It hands each accepted message, whole, to the caller's `onMessage`; what
// is kept of it is the caller's: the e2e run writes .eml files (tests/e2e/support/smtp-sink.ts), svc-notify's test kit
// parses it (svc-notify/src/testing/notify-test-kit.ts), the bench stamps it in a worker (bench/lib/smtp-sink.mjs).
import { Buffer } from 'node:buffer';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink; answers once it listens. The message is accepted ("250") once `onMessage` has returned, or its
 * promise resolved; a rejection refuses it with the error.
 * @param {import('./smtp-sink.d.mts').SmtpSinkOptions} options
 * @returns {Promise<import('./smtp-sink.d.mts').SmtpSinkServer>}
 */
export async function startSmtpServer({ host = '127.0.0.1', onMessage, onConnect, onClose, onError, closeTimeoutMs }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain SMTP on loopback: nodemailer would otherwise upgrade to an untrusted cert
    disableReverseLookup: true, // no DNS query of the client's name on each connection
    logger: false,
    ...(closeTimeoutMs === undefined ? {} : { closeTimeout: closeTimeoutMs }),
    onConnect(session, done) {
      onConnect?.(session);
      done();
    },
    onClose(session) {
      onClose?.(session);
    },
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          raw: Buffer.concat(chunks),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          session,
        };
        let handled;
        try {
          handled = onMessage(message); // called at once: the bench's stamp is the end of DATA
        } catch (err) {
          done(err);
          return;
        }
        Promise.resolve(handled).then(() => done(), (err) => done(err));
      });
    },
  });
  if (onError) server.on('error', onError);
  await new Promise((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address();
  return {
    port,
    url: `smtp://${host}:${port}`,
    netServer: server.server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
