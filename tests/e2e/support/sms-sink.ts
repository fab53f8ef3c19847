import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * The e2e run's SMS gateway: a real HTTP server on a free loopback port that svc-notify's HTTP transport posts to
 * (SMS_HTTP_URL with a JSON body `{to, text, id}`), keeping each message as `<dir>/<n>-<to>.json`, so the specs read
 * the SMS that really left svc-notify — the claim link of an account the front desk made, a waitlist offer.
 */
export async function startSmsSink(dir: string): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const sms = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string; id: string };
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}-${sms.to.replace(/[^0-9+]/g, '_')}.json`), JSON.stringify(sms));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
      SMS_HTTP_CONTENT_TYPE: 'application/json',
      SMS_HTTP_BODY: '{"to":"{{to}}","text":"{{text}}","id":"{{id}}"}',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
