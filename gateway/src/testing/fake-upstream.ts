import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type FakeHandler = (req: RecordedRequest, res: ServerResponse) => void;

export interface FakeUpstream {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replaces the handler (default: 200 JSON echo of the request). */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export const echo: FakeHandler = (req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: req.body.toString('utf8') }));
};

/** A real HTTP server on a random port standing in for a service; it records every request it gets. */
export async function startFakeUpstream(handler: FakeHandler = echo): Promise<FakeUpstream> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      current(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens (a port that was free a moment ago). */
export async function deadUrl(): Promise<string> {
  const fake = await startFakeUpstream();
  await fake.close();
  return fake.url;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A plain HTTP/1.1 call with node:http: headers exactly as given (Connection included), no decompression. */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    // The path goes out exactly as written (a URL string would be normalized: `/%2e%2e/x` → `/x`).
    const { hostname, port } = new URL(url);
    const path = url.replace(/^https?:\/\/[^/]+/, '') || '/';
    const options = { hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false };
    const req = httpRequest(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
