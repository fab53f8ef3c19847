/**
 * A small in-test PayHere merchant API on node:http (port 0) speaking the documented shapes:
 * https://support.payhere.lk/api-&-mobile-sdk/charging-api, …/refund-api, …/retrieval-api.
 * One-shot overrides (`fake.next.charge.push(...)`) inject hangs, 5xx and malformed bodies.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Override = (res: ServerResponse, body: Record<string, unknown>, fake: FakePayHere) => void;

export const hang: Override = () => undefined; // never answers: the client's timeout fires
export const status =
  (code: number, text = '{"error":"boom"}'): Override =>
  (res) =>
    send(res, code, text);
export const raw =
  (text: string): Override =>
  (res) =>
    send(res, 200, text);

export interface FakePayment {
  payment_id: number;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

export class FakePayHere {
  url = '';
  tokenRequests = 0;
  expiresIn = 599;
  rejectAllBearer = false;
  readonly issued: string[] = [];
  readonly valid = new Set<string>();
  readonly requests: { path: string; body: Record<string, unknown>; bearer?: string }[] = [];
  readonly payments: FakePayment[] = [];
  readonly next: Record<'token' | 'charge' | 'refund' | 'search', Override[]> = {
    token: [],
    charge: [],
    refund: [],
    search: [],
  };
  private nextPaymentId = 320025021815;
  private readonly server = createServer((req, res) => void this.handle(req, res));

  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
  ) {}

  static async start(appId: string, appSecret: string): Promise<FakePayHere> {
    const fake = new FakePayHere(appId, appSecret);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  hits(path: string): { path: string; body: Record<string, unknown>; bearer?: string }[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Records a charge as PayHere would and returns its payment_id. */
  record(body: Record<string, unknown>): number {
    const payment_id = this.nextPaymentId++;
    this.payments.push({
      payment_id,
      order_id: String(body.order_id),
      amount: Number(body.amount),
      currency: String(body.currency),
      status: 'RECEIVED',
    });
    return payment_id;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/merchant/v1/oauth/token') return this.token(req, res, text);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const body = (text ? JSON.parse(text) : Object.fromEntries(url.searchParams)) as Record<string, unknown>;
    this.requests.push({ path, body, bearer });
    if (this.rejectAllBearer || !bearer || !this.valid.has(bearer)) {
      return json(res, 401, {
        error: 'invalid_token',
        error_description: `Invalid access token: ${bearer ?? ''}`,
      });
    }
    const key = path.endsWith('/charge')
      ? 'charge'
      : path.endsWith('/refund')
        ? 'refund'
        : path.endsWith('/search')
          ? 'search'
          : undefined;
    if (!key) return json(res, 404, { error: 'not_found' });
    const override = this.next[key].shift();
    if (override) return override(res, body, this);
    if (key === 'charge') return this.charge(res, body);
    if (key === 'refund') return this.refund(res, body);
    return this.search(res, String(body.order_id));
  }

  private token(req: IncomingMessage, res: ServerResponse, text: string): void {
    this.tokenRequests++;
    const override = this.next.token.shift();
    if (override) return override(res, {}, this);
    const basic = `Basic ${Buffer.from(`${this.appId}:${this.appSecret}`).toString('base64')}`;
    const form = req.headers['content-type'] === 'application/x-www-form-urlencoded';
    if (
      req.headers.authorization !== basic ||
      !form ||
      new URLSearchParams(text).get('grant_type') !== 'client_credentials'
    ) {
      return json(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    const token = `tok-${this.tokenRequests}-cb5c47fd-741c-489a-b69e`;
    this.issued.push(token);
    this.valid.add(token);
    json(res, 200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.expiresIn,
      scope: 'SANDBOX',
    });
  }

  private charge(res: ServerResponse, b: Record<string, unknown>): void {
    if (b.customer_token === 'BAD') return json(res, 200, { status: -1, msg: 'Invalid token', data: null });
    const declined = b.customer_token === 'DECLINE';
    const payment_id = declined ? this.nextPaymentId++ : this.record(b);
    json(res, 200, {
      status: 1,
      msg: 'Automatic payment charged successfully',
      data: {
        order_id: b.order_id,
        items: b.items,
        currency: b.currency,
        amount: b.amount,
        custom_1: b.custom_1 ?? null,
        custom_2: b.custom_2 ?? null,
        payment_id,
        status_code: declined ? -2 : 2,
        status_message: declined
          ? 'Payment declined by the issuer.'
          : 'Successfully completed the test tokenized payment.',
        md5sig: 'A098FEBCC06293734641770555B4D569',
        authorization_token: null,
      },
    });
  }

  private refund(res: ServerResponse, b: Record<string, unknown>): void {
    const p = this.payments.find((x) => String(x.payment_id) === b.payment_id && x.status === 'RECEIVED');
    if (!p) return json(res, 200, { status: -1, msg: 'Error processing refund', data: null });
    if (b.amount === undefined) p.status = 'REFUNDED';
    json(res, 200, { status: 1, msg: 'Successfully processed the refund', data: 560034010257 });
  }

  private search(res: ServerResponse, orderId: string): void {
    const found = this.payments.filter((p) => p.order_id === orderId);
    if (found.length === 0) return json(res, 200, { status: -1, msg: 'No payments found', data: null });
    json(res, 200, {
      status: 1,
      msg: `Payments with order_id:${orderId}`,
      data: found.map((p) => ({
        ...p,
        date: '2026-01-16 16:21:02',
        description: `Order ${orderId}`,
        customer: { fist_name: 'Saman', last_name: 'Perera', email: 's@example.lk', phone: '+94771234567' },
        amount_detail: {
          currency: p.currency,
          gross: p.amount,
          fee: 14.5,
          net: p.amount - 14.5,
          exchange_rate: 1,
          exchange_from: 'LKR',
          exchange_to: 'LKR',
        },
        payment_method: { method: 'VISA', card_customer_name: 'S Perera', card_no: '************1234' },
        items: null,
      })),
    });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, code: number, text: string): void {
  res.writeHead(code, { 'Content-Type': 'application/json' }).end(text);
}

export function json(res: ServerResponse, code: number, body: unknown): void {
  send(res, code, JSON.stringify(body));
}
