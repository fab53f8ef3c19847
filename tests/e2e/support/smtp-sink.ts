import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mail server: a real SMTP server (the `smtp-server` package) on a free loopback port that svc-notify
 * sends to (SMTP_URL), keeping each accepted message as `<dir>/<n>-<recipient>.eml`, so the specs read what really
 * crossed SMTP (issue 12: "a browser test sees … the e-mail in the SMTP sink").
 */
export async function startSmtpSink(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}-${to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
