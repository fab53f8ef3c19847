// Test helpers around the local gateway: a notify receiver on a loopback port, a signed checkout form, and a driver for
// the hosted page (form POST → card page → card POST) over real HTTP.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutHash, formatAmount } from '../payhere/payhere-protocol.js';
import { startLocalGateway } from '../payhere/local-gateway/index.js';
import type { LocalGateway, LocalGatewayOptions } from '../payhere/local-gateway/types.js';

/** PayHere's own example App ID and App Secret (refund-api page, step 2): the docs' literal header must work. */
export const DOCS_EXAMPLE_APP = {
  appId: '4OVx33RVOPg4DzdZUzq4A94D2',
  appSecret: '8n4VCj25MXp4JLDFyvsE9h4a8qgbPaZUI4JEWK4FCvop',
};

/** The merchant the gateway specs check hashes and signatures with. */
export const TEST_MERCHANT = { merchantId: '1211149', merchantSecret: 'vetnow-local-secret-1' };

/** Order ids unique within a spec file: `<prefix>-1`, `<prefix>-2`, … */
export function orderIds(prefix: string): () => string {
  let seq = 0;
  return () => `${prefix}-${++seq}`;
}

/** The merchant and app (merchant APIs) the hosted-flow specs' gateway knows. */
export const TEST_CREDS = { ...TEST_MERCHANT, appId: 'app-id-1', appSecret: 'app-secret-1' };
/** How long the hosted-flow specs' gateway takes over a slow test card. */
export const SLOW_CARD_MS = 150;

export interface GatewayFixture {
  readonly gw: LocalGateway;
  readonly rx: NotifyReceiver;
}

/** A gateway and a notify receiver for one spec file: started before its tests, faults reset after each, closed after all. */
export function useLocalGateway(options: LocalGatewayOptions): GatewayFixture {
  const fixture = {} as { gw: LocalGateway; rx: NotifyReceiver };
  beforeAll(async () => {
    fixture.gw = await startLocalGateway(options);
    fixture.rx = await startNotifyReceiver();
  });
  afterAll(async () => {
    await fixture.gw?.close();
    await fixture.rx?.close();
  });
  afterEach(() => fixture.gw.faults.reset());
  return fixture;
}

/** The hosted-flow specs' gateway, with a new order's checkout as the merchant starts it (its notify to `rx`). */
export interface HostedFlowFixture extends GatewayFixture {
  /** A new order's signed Checkout form (`input` changes the order; its `order_id` is the order's id). */
  checkoutForm(input?: Partial<CheckoutFormInput>): Record<string, string>;
  /** A new order's hosted card page: its order id, the page and its card form's action. */
  openCheckout(input?: Partial<CheckoutFormInput>): Promise<{ id: string; html: string; action: string }>;
}

/** The gateway of the hosted-flow specs (the page, the notify and their faults): TEST_CREDS, a slow card of SLOW_CARD_MS. */
export function useHostedFlowGateway(): HostedFlowFixture {
  const fixture = useLocalGateway({ ...TEST_CREDS, port: 0, host: '127.0.0.1', slowCardMs: SLOW_CARD_MS });
  const orderId = orderIds(`VN-APT-${Date.now()}`);
  const checkoutForm = (input: Partial<CheckoutFormInput> = {}) =>
    signedCheckoutForm(fixture.gw, { orderId: orderId(), notifyUrl: fixture.rx.url, ...input });
  return Object.assign(fixture, {
    checkoutForm,
    async openCheckout(input: Partial<CheckoutFormInput> = {}) {
      const form = checkoutForm(input);
      return { id: form['order_id']!, ...(await openHostedPage(fixture.gw, form)) };
    },
  });
}

export interface NotifyReceiver {
  /** POST target, e.g. http://127.0.0.1:PORT/notify */
  url: string;
  received: Record<string, string>[];
  /** Resolves with the next notify body received (or one already received and not yet taken). */
  next(): Promise<Record<string, string>>;
  /** HTTP status the receiver answers (default 200). */
  answer: number;
  close(): Promise<void>;
}

export async function startNotifyReceiver(): Promise<NotifyReceiver> {
  const waiting: ((body: Record<string, string>) => void)[] = [];
  const unread: Record<string, string>[] = [];
  const receiver: NotifyReceiver = {
    url: '',
    received: [],
    answer: 200,
    next: () => {
      const ready = unread.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(text));
      receiver.received.push(body);
      const waiter = waiting.shift();
      if (waiter) waiter(body);
      else unread.push(body);
      res.writeHead(receiver.answer, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  return receiver;
}

export interface CheckoutFormInput {
  orderId: string;
  amountMinor?: number;
  currency?: string;
  notifyUrl: string;
  returnUrl?: string;
  cancelUrl?: string;
  extra?: Record<string, string>;
}

/** A Checkout API form, signed with the gateway merchant's secret. */
export function signedCheckoutForm(gateway: LocalGateway, input: CheckoutFormInput): Record<string, string> {
  const { merchantId, merchantSecret } = gateway.merchants.credentials;
  const amountMinor = input.amountMinor ?? 250000;
  const currency = input.currency ?? 'LKR';
  return {
    merchant_id: merchantId,
    return_url: input.returnUrl ?? 'http://127.0.0.1:9/payments/return',
    cancel_url: input.cancelUrl ?? 'http://127.0.0.1:9/payments/cancel',
    notify_url: input.notifyUrl,
    first_name: 'Saman',
    last_name: 'Perera',
    email: 'saman@example.lk',
    phone: '+94771234567',
    address: 'No.1, Galle Road',
    city: 'Colombo',
    country: 'Sri Lanka',
    order_id: input.orderId,
    items: 'Consultation',
    currency,
    amount: formatAmount(amountMinor),
    hash: checkoutHash({ merchantId, orderId: input.orderId, amountMinor, currency, merchantSecret }),
    ...input.extra,
  };
}

export function postForm(
  url: string,
  form: Record<string, string>,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
    ...init,
  });
}

/** Posts the merchant form; answers the card page's HTML and the card form's absolute action URL. */
export async function openHostedPage(
  gateway: LocalGateway,
  form: Record<string, string>,
  path: '/pay/checkout' | '/pay/preapprove' = '/pay/checkout',
): Promise<{ html: string; action: string }> {
  const res = await postForm(`${gateway.origin}${path}`, form);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`hosted page answered ${res.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no card form on the hosted page');
  return { html, action: `${gateway.origin}${action}` };
}

export function payWithCard(
  action: string,
  cardNumber: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  return postForm(action, {
    card_number: cardNumber,
    card_holder_name: 'S Perera',
    card_expiry: '12/30',
    card_cvv: '123',
    ...extra,
  });
}

/** POST /merchant/v1/oauth/token; `authorization` defaults to Basic base64(appId:appSecret) of the gateway's merchant. */
export function requestAccessToken(gateway: LocalGateway, authorization?: string): Promise<Response> {
  const { appId, appSecret } = gateway.merchants.credentials;
  return fetch(`${gateway.origin}/merchant/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: authorization ?? `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
}

export async function accessToken(gateway: LocalGateway): Promise<string> {
  return ((await (await requestAccessToken(gateway)).json()) as { access_token: string }).access_token;
}

/** A merchant API call with a Bearer token: GET without a body, POST (JSON) with one. `path` is after /merchant/v1/. */
export function merchantApi(
  gateway: LocalGateway,
  path: string,
  token: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${gateway.origin}/merchant/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...init,
  });
}

/** Pays (or preapproves, with no amount) through the hosted page with `card`; answers the notify the receiver got. */
export async function hostedPayment(
  gateway: LocalGateway,
  receiver: NotifyReceiver,
  orderId: string,
  card: string,
  path: '/pay/checkout' | '/pay/preapprove' = '/pay/checkout',
): Promise<Record<string, string>> {
  const preapprove = path === '/pay/preapprove';
  const form = signedCheckoutForm(gateway, {
    orderId,
    notifyUrl: receiver.url,
    amountMinor: preapprove ? 0 : 250000,
  });
  if (preapprove) delete form['amount'];
  const { action } = await openHostedPage(gateway, form, path);
  await payWithCard(action, card);
  return receiver.next();
}

/** The merchant and app the merchant-API specs' gateway knows: the app is the docs' own example (DOCS_EXAMPLE_APP). */
export const MERCHANT_API_CREDS = { ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP };

/** The merchant-API specs' gateway, with its clock and the calls bound to it. */
export interface MerchantApiGateway extends GatewayFixture {
  /** The gateway's clock (ms since the epoch): 1 March 2026 10:00 UTC until a spec moves it (to expire tokens). */
  now: number;
  /** A fresh access token (client credentials). */
  bearer(): Promise<string>;
  api(path: string, token: string, body?: unknown, init?: RequestInit): Promise<Response>;
  /** Pays (or preapproves) a new order of `orderId` through the hosted page; answers the notify. */
  hostedPayment(card: string, path?: '/pay/checkout' | '/pay/preapprove'): Promise<Record<string, string>>;
}

/** For one merchant-API spec file: {@link useLocalGateway} with MERCHANT_API_CREDS, a clock the spec owns, a quick slow card. */
export function useMerchantApiGateway(orderId: () => string): MerchantApiGateway {
  const f = useLocalGateway({ ...MERCHANT_API_CREDS, clock: () => m.now, slowCardMs: 50 });
  const m: MerchantApiGateway = {
    now: Date.parse('2026-03-01T10:00:00Z'),
    get gw() {
      return f.gw;
    },
    get rx() {
      return f.rx;
    },
    bearer: () => accessToken(f.gw),
    api: (path, token, body, init) => merchantApi(f.gw, path, token, body, init),
    hostedPayment: (card, path) => hostedPayment(f.gw, f.rx, orderId(), card, path),
  };
  return m;
}
