import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** What a sink's handler gets: the request, its whole body, the answer to send, and where to keep what it received. */
export interface SinkRequest {
  req: IncomingMessage;
  body: Buffer;
  res: ServerResponse;
  /** Writes `value` as `<dir>/<n><suffix>.json`, n counting up from 1 (five digits), so the files sort in arrival order. */
  keep(value: unknown, suffix?: string): void;
}

/**
 * The e2e run's stand-in for a service svc-notify posts to (the SMS gateway, the browsers' push service): a real
 * HTTP server on a free loopback port whose handler keeps each request as a file under `dir` for the specs to read.
 */
export async function startHttpSink(dir: string, handle: (request: SinkRequest) => void): Promise<{ origin: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const keep = (value: unknown, suffix = ''): void => {
    count += 1;
    writeFileSync(join(dir, `${String(count).padStart(5, '0')}${suffix}.json`), JSON.stringify(value));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle({ req, body: Buffer.concat(chunks), res, keep }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
