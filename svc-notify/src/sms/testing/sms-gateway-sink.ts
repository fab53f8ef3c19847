import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The status it was answered with. */
  readonly status: number;
}

/**
 * A real HTTP server on a loopback port standing in for an SMS gateway: keeps every request and answers 200, or
 * what {@link answerNext} queued (a status, or `'hang'`: no answer until the server closes); it can hold answers
 * until several requests are in flight at once ({@link holdUntilConcurrent}).
 */
export class SmsGatewaySink {
  readonly requests: GatewayRequest[] = [];
  private readonly queued: (number | 'hang')[] = [];
  private readonly hanging: ServerResponse[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<SmsGatewaySink> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => sink.answer(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks).toString('utf8'), res));
    });
    const sink = new SmsGatewaySink(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  private gate?: { size: number; held: (() => void)[]; opened: () => void };

  /**
   * Holds the next answers until `size` requests are waiting at once, then answers them all — proof that that many
   * senders were sending at the same time. Resolves when the gate opens.
   */
  holdUntilConcurrent(size: number): Promise<void> {
    return new Promise((opened) => (this.gate = { size, held: [], opened }));
  }

  private answer(method: string, url: string, headers: IncomingHttpHeaders, body: string, res: ServerResponse): void {
    const gate = this.gate;
    if (gate) {
      gate.held.push(() => this.respond(method, url, headers, body, res));
      if (gate.held.length >= gate.size) {
        this.gate = undefined;
        gate.held.forEach((release) => release());
        gate.opened();
      }
      return;
    }
    this.respond(method, url, headers, body, res);
  }

  private respond(method: string, url: string, headers: IncomingHttpHeaders, body: string, res: ServerResponse): void {
    const next = this.queued.shift() ?? 200;
    if (next === 'hang') {
      this.hanging.push(res);
      this.requests.push({ method, url, headers, body, status: 0 });
      return;
    }
    this.requests.push({ method, url, headers, body, status: next });
    res.writeHead(next, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: next < 300 }));
  }

  /** The next requests are answered with these, in order (then 200 again). */
  answerNext(...answers: (number | 'hang')[]): void {
    this.queued.push(...answers);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** `http://127.0.0.1:<port><path>`. */
  url(path = '/sms'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The requests it accepted (2xx). */
  get accepted(): GatewayRequest[] {
    return this.requests.filter((r) => r.status >= 200 && r.status < 300);
  }

  close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
