import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '../../../scripts/lib/smtp-sink.mjs';

/**
 * The e2e run's mail server: the test stacks' SMTP sink (scripts/lib/smtp-sink.mjs) on a free loopback port that
 * svc-notify sends to (SMTP_URL), keeping each accepted message as `<dir>/<n>-<recipient>.eml`, so the specs read
 * what really crossed SMTP (issue 12: "a browser test sees … the e-mail in the SMTP sink").
 */
export async function startSmtpSink(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const { url, close } = await startSmtpServer({
    onMessage({ raw, to }) {
      count += 1;
      writeFileSync(join(dir, `${String(count).padStart(5, '0')}-${to.join(',').replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`), raw);
    },
  });
  return { url, close };
}
