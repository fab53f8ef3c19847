// State of the local gateway: checkout sessions, payments, refunds, customer tokens, access tokens, notifies — in memory,
// and with `stateFile` the payments, refunds and customer tokens also in a ledger file that outlives a restart.
// Nothing here ever holds a full card number or a CVV (only the masked number, brand, expiry and the test outcome).
import { randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { openLedger, readLedger, type LedgerFile } from './ledger-file.js';
import type {
  GatewayInspector,
  LocalGatewayCredentials,
  LocalGatewayOptions,
  NotifyDelivery,
  PaymentKind,
  RecordedPayment,
  RecordedRefund,
  SavedCardRecord,
} from './types.js';

export interface CheckoutSession {
  id: string;
  kind: Exclude<PaymentKind, 'charge'>;
  /** The merchant's form fields as posted (hash included; no card data). */
  fields: Record<string, string>;
  amountMinor: number;
  createdAt: number;
  done: boolean;
}

export class GatewayState {
  readonly credentials: Readonly<LocalGatewayCredentials>;
  readonly slowCardMs: number;
  readonly tokenTtlSeconds: number;
  readonly merchantName: string;
  readonly notifyTimeoutMs: number;
  origin = '';
  closing = false;

  readonly sessions = new Map<string, CheckoutSession>();
  readonly payments = new Map<string, RecordedPayment>();
  readonly refunds: RecordedRefund[] = [];
  readonly customerTokens = new Map<string, SavedCardRecord>();
  /** access token → expiry (epoch ms). */
  readonly accessTokens = new Map<string, number>();
  readonly deliveries: NotifyDelivery[] = [];
  private readonly events = new EventEmitter();
  private readonly inFlight = new Set<Promise<unknown>>();
  private nextPaymentId = 320025000000 + Math.floor(Math.random() * 900000) * 10;
  private nextRefundId = 560034000000 + Math.floor(Math.random() * 900000) * 10;
  private readonly ledger: LedgerFile | undefined;

  constructor(
    options: LocalGatewayOptions,
    readonly clock: () => number,
  ) {
    const { merchantId, merchantSecret, appId, appSecret } = options;
    this.credentials = Object.freeze({ merchantId, merchantSecret, appId, appSecret });
    this.slowCardMs = options.slowCardMs ?? 4000;
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 600;
    this.merchantName = options.merchantName ?? 'VetNow';
    this.notifyTimeoutMs = options.notifyTimeoutMs ?? 10_000;
    this.events.setMaxListeners(0);
    if (options.stateFile) {
      this.replay(options.stateFile);
      this.ledger = openLedger(options.stateFile);
    }
  }

  /** Brings back what an earlier run of the gateway recorded in `file`; ids go on after the highest seen. */
  private replay(file: string): void {
    for (const f of readLedger(file)) {
      if (f.fact === 'payment') {
        this.payments.set(f.payment.paymentId, f.payment);
        this.nextPaymentId = Math.max(this.nextPaymentId, Number(f.payment.paymentId) || 0);
      } else if (f.fact === 'token') {
        this.customerTokens.set(f.token, f.card);
      } else {
        this.refunds.push(f.refund);
        const payment = this.payments.get(f.refund.paymentId);
        if (payment) payment.refundedMinor += f.refund.amountMinor;
        this.nextRefundId = Math.max(this.nextRefundId, Number(f.refund.refundId) || 0);
      }
    }
  }

  openSession(
    kind: CheckoutSession['kind'],
    fields: Record<string, string>,
    amountMinor: number,
  ): CheckoutSession {
    const session: CheckoutSession = {
      id: randomUUID(),
      kind,
      fields,
      amountMinor,
      createdAt: this.clock(),
      done: false,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  newPaymentId(): string {
    this.nextPaymentId += 1;
    return String(this.nextPaymentId);
  }

  newRefundId(): string {
    this.nextRefundId += 1;
    return String(this.nextRefundId);
  }

  newCustomerToken(card: SavedCardRecord): string {
    const token = randomBytes(16).toString('hex').toUpperCase();
    this.customerTokens.set(token, card);
    this.ledger?.append({ fact: 'token', token, card });
    return token;
  }

  record(payment: RecordedPayment): RecordedPayment {
    this.payments.set(payment.paymentId, payment);
    this.ledger?.append({ fact: 'payment', payment });
    return payment;
  }

  /** Refunds `amountMinor` of a payment on record; the refund's id. */
  refund(payment: RecordedPayment, amountMinor: number, description: string): string {
    const refund: RecordedRefund = {
      refundId: this.newRefundId(),
      paymentId: payment.paymentId,
      amountMinor,
      description,
      createdAt: this.clock(),
    };
    payment.refundedMinor += amountMinor;
    this.refunds.push(refund);
    this.ledger?.append({ fact: 'refund', refund });
    return refund.refundId;
  }

  issueAccessToken(): { token: string; expiresIn: number } {
    const token = randomUUID();
    this.accessTokens.set(token, this.clock() + this.tokenTtlSeconds * 1000);
    // PayHere's example answers one second less than the lifetime (599 for 10 minutes).
    return { token, expiresIn: Math.max(0, this.tokenTtlSeconds - 1) };
  }

  accessTokenValid(token: string): boolean {
    const expiry = this.accessTokens.get(token);
    return expiry !== undefined && this.clock() < expiry;
  }

  expireAllTokens(): void {
    for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0);
  }

  recordDelivery(delivery: NotifyDelivery): void {
    this.deliveries.push(delivery);
    this.events.emit('notify', delivery);
  }

  /** Keeps track of background work (delayed / slow notifies) so close() can wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  async settleNotifies(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  inspector(): GatewayInspector {
    const copy = (p: RecordedPayment): RecordedPayment => ({ ...p, customer: { ...p.customer } });
    return {
      credentials: this.credentials,
      payments: () => [...this.payments.values()].map(copy),
      payment: (id) => {
        const p = this.payments.get(id);
        return p && copy(p);
      },
      paymentsFor: (orderId) => [...this.payments.values()].filter((p) => p.orderId === orderId).map(copy),
      refunds: () => this.refunds.map((r) => ({ ...r })),
      accessTokensIssued: () => this.accessTokens.size,
      notifications: () => this.deliveries.map((d) => ({ ...d, body: { ...d.body } })),
      onNotify: (listener) => {
        this.events.on('notify', listener);
        return () => this.events.off('notify', listener);
      },
      nextNotify: (predicate = () => true) =>
        new Promise<NotifyDelivery>((resolve) => {
          const listener = (d: NotifyDelivery): void => {
            if (!predicate(d)) return;
            this.events.off('notify', listener);
            resolve(d);
          };
          this.events.on('notify', listener);
        }),
    };
  }
}
