import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, clinicDateOf, clinicInstant } from '@vetnow/domain/clinic-time';
import { fromMinorUnits } from '@vetnow/domain/money';
import {
  PAYMENT_LIST_DEFAULT_LIMIT,
  type AdminPayment,
  type AdminPaymentPage,
  type PaymentDayTotals,
  type PaymentExportQueryData,
  type PaymentListQueryData,
  type PaymentMethod,
  type PaymentStatusFilter,
  type PaymentTotals,
  type PaymentTotalsQueryData,
} from '@vetnow/contracts/payments';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { payments, type PaymentRow } from '../database/schema.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type RetrievalReading } from '../provider/payment-provider.js';

/** What the filters of the list and the export select. */
export interface PaymentFilters {
  readonly status?: PaymentStatusFilter | undefined;
  readonly method?: PaymentMethod | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * Bounds of one GET /payments/daily-totals against PayHere: at most this many Retrieval API calls, one after another,
 * within this time (the gateway gives a request 10 s). Days not reached are `unavailable` (not checked).
 */
export const GATEWAY_CHECK_LIMITS = { maxChecks: 300, budgetMs: 7_000 };

/** How a payment was made: a saved card charged server to server (ADR 0053, or the simulation before it), else the hosted page. */
export function methodOf(row: Pick<PaymentRow, 'kind' | 'provider'>): PaymentMethod {
  return row.kind === 'charge' || row.provider === 'simulated' ? 'saved-card' : 'checkout';
}

/** A payment row as the API shows it: its amounts in LKR (the spec's unit; minor units everywhere inside). */
export function adminPaymentOf(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    reference: row.orderId,
    amount: fromMinorUnits(row.amountMinor),
    currency: row.currency,
    status: row.status,
    method: methodOf(row),
    cardType: row.cardType,
    lastFour: row.lastFour,
    refundState: row.refundState,
    refundedAmount: fromMinorUnits(row.refundedAmountMinor),
    refundError: row.refundState === 'failed' ? row.refundError : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/** `from`..`to` (clinic dates, both included) as instants: [midnight of `from`, midnight after `to`) in Asia/Colombo. */
function createdWithin(from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(payments.createdAt, clinicInstant(from, 0)));
  if (to) conditions.push(lt(payments.createdAt, clinicInstant(addDays(to, 1), 0)));
  return conditions;
}

function filterConditions(f: PaymentFilters): SQL[] {
  const conditions = createdWithin(f.from, f.to);
  switch (f.status) {
    case undefined:
      break;
    case 'refunded':
      conditions.push(eq(payments.refundState, 'refunded'));
      break;
    case 'refund_failed':
      conditions.push(eq(payments.refundState, 'failed'));
      break;
    default:
      conditions.push(eq(payments.status, f.status));
  }
  if (f.method === 'saved-card') conditions.push(or(eq(payments.kind, 'charge'), eq(payments.provider, 'simulated'))!);
  else if (f.method === 'checkout') conditions.push(and(eq(payments.kind, 'checkout'), eq(payments.provider, 'payhere'))!);
  return conditions;
}

/** A promise that answers `fallback` if `p` has not settled within `ms` (the call itself is read-only: left to finish). */
function within<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * The admin's Payments page (issue 35 §5): the card payments, filtered and a page at a time; the same rows for the
 * CSV export; and per clinic day, our completed payments against PayHere's Retrieval API. Cash paid at the clinic is
 * recorded on the appointment (svc-booking) and is not here.
 */
@Injectable()
export class AdminPaymentsService {
  private readonly logger = new Logger('AdminPayments');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  /** Newest first (created_at, then id); the cursor is the last row's id of the page before. */
  async list(q: PaymentListQueryData): Promise<AdminPaymentPage> {
    const limit = q.limit ?? PAYMENT_LIST_DEFAULT_LIMIT;
    const conditions = filterConditions(q);
    if (q.cursor) {
      // Compared in PostgreSQL, at its microsecond precision (a JavaScript Date keeps milliseconds).
      conditions.push(
        sql`(${payments.createdAt}, ${payments.id}) < (select c.created_at, c.id from ${payments} c where c.id = ${q.cursor})`,
      );
    }
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(...conditions))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return { payments: page.map(adminPaymentOf), nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null };
  }

  /** Every payment the export's filters select, newest first. */
  async exportRows(q: PaymentExportQueryData): Promise<AdminPayment[]> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(...filterConditions(q)))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.map(adminPaymentOf);
  }

  /**
   * Every clinic day of the range: the completed card payments recorded that day (count, paid, refunded), and what
   * PayHere's Retrieval API says of each completed PayHere one — asked one after another (never in parallel: PayHere's
   * rate limits), bounded by GATEWAY_CHECK_LIMITS. Amounts are added in minor units, answered in LKR.
   */
  async dailyTotals(q: PaymentTotalsQueryData, limits = GATEWAY_CHECK_LIMITS): Promise<PaymentTotals> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'completed'), ...createdWithin(q.from, q.to)))
      .orderBy(payments.createdAt, payments.id);
    const byDay = new Map<string, PaymentRow[]>();
    for (const row of rows) {
      const date = clinicDateOf(row.createdAt);
      byDay.set(date, [...(byDay.get(date) ?? []), row]);
    }

    const deadline = Date.now() + limits.budgetMs;
    let checksLeft = limits.maxChecks;
    /** Set once PayHere could not be asked: the days after it are not asked about either. */
    let unreachable = false;
    const days: PaymentDayTotals[] = [];
    for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
      const own = byDay.get(date) ?? [];
      const ours = {
        count: own.length,
        paid: fromMinorUnits(own.reduce((sum, r) => sum + r.amountMinor, 0)),
        refunded: fromMinorUnits(own.reduce((sum, r) => sum + r.refundedAmountMinor, 0)),
      };
      const toCheck = own.filter((r): r is PaymentRow & { orderId: string } => r.provider === 'payhere' && r.orderId !== null);
      const gateway = { checked: 0, paidMinor: 0, missing: [] as string[], unavailable: false };
      for (const row of toCheck) {
        const remaining = deadline - Date.now();
        if (unreachable || !this.provider || checksLeft <= 0 || remaining <= 0) {
          gateway.unavailable = true;
          break;
        }
        checksLeft -= 1;
        const reading: RetrievalReading = await within(
          this.provider.retrieve(row.orderId).catch((err: unknown) => ({ outcome: 'unavailable' as const, message: String(err) })),
          remaining,
          { outcome: 'unavailable', message: 'out of time' },
        );
        if (reading.outcome === 'unavailable') {
          this.logger.warn({ msg: 'daily totals: PayHere could not be asked', date, orderId: row.orderId, reason: reading.message });
          unreachable = true;
          gateway.unavailable = true;
          break;
        }
        gateway.checked += 1;
        const paid = reading.outcome === 'found' ? reading.reports.filter((r) => r.outcome === 'paid') : [];
        if (paid.length === 0) gateway.missing.push(row.orderId);
        gateway.paidMinor += paid.reduce((sum, r) => sum + r.amountMinor, 0);
      }
      if (gateway.missing.length > 0) {
        this.logger.warn({ msg: 'daily totals: paid orders PayHere does not list as paid', date, orderIds: gateway.missing });
      }
      days.push({
        date,
        ours,
        gateway: { checked: gateway.checked, paid: fromMinorUnits(gateway.paidMinor), missing: gateway.missing, unavailable: gateway.unavailable },
      });
    }
    return { from: q.from, to: q.to, days };
  }
}
