import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
}

/** A stand-in svc-auth over real HTTP: records each request and answers with `respond` (default 201). */
export interface FakeAuthServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  respond: (req: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

const created = (req: RecordedRequest): FakeAnswer => {
  const b = req.body as { doctorId?: string; email?: string; fullName?: string };
  return { status: 201, body: { token: 'fake-token', doctor: { _id: b.doctorId, email: b.email, fullName: b.fullName } } };
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export async function startFakeAuthServer(): Promise<FakeAuthServer> {
  const fake: { requests: RecordedRequest[]; respond: FakeAuthServer['respond'] } = { requests: [], respond: created };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: await readBody(req),
      };
      fake.requests.push(recorded);
      const answer = await fake.respond(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return fake.requests;
    },
    get respond() {
      return fake.respond;
    },
    set respond(fn) {
      fake.respond = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
