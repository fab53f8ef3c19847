// Shapes and value helpers of the merchant APIs (see merchant-api-routes.ts for the pages followed).
import type { FastifyReply } from 'fastify';
import { formatAmount } from '../payhere-protocol.js';
import type { RecordedPayment } from './types.js';

export type Json = Record<string, unknown>;

export function fail(reply: FastifyReply, code: number, msg: string, data: unknown = null): FastifyReply {
  return reply.code(code).send({ status: -1, msg, data });
}

export function str(body: Json, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** A JSON amount (345.67 or "345.67") → minor units; null unless positive with at most 2 decimals. */
export function amountMinor(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  const minor = Math.round(n * 100);
  return Math.abs(minor - n * 100) < 1e-6 && Number.isSafeInteger(minor) ? minor : null;
}

export const major = (minor: number): number => Number(formatAmount(minor));

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
/** '2020-01-16 16:21:02' as the Retrieval API writes dates (UTC here). */
export function payhereDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function retrievalItem(p: RecordedPayment): Json {
  const gross = p.amountMinor;
  const fee = Math.round(gross * 0.029);
  return {
    payment_id: Number(p.paymentId),
    order_id: p.orderId,
    date: payhereDate(p.createdAt),
    description: p.items,
    status: p.refundedMinor >= p.amountMinor ? 'REFUNDED' : 'RECEIVED',
    currency: p.currency,
    amount: major(gross),
    customer: {
      fist_name: p.customer.firstName, // sic: the docs' example spells it so
      last_name: p.customer.lastName,
      email: p.customer.email,
      phone: p.customer.phone,
      delivery_details: { address: p.customer.address, city: p.customer.city, country: p.customer.country },
    },
    amount_detail: {
      currency: p.currency,
      gross: major(gross),
      fee: major(fee),
      net: major(gross - fee),
      exchange_rate: 1,
      exchange_from: p.currency,
      exchange_to: p.currency,
    },
    payment_method: { method: p.method, card_customer_name: p.cardHolderName, card_no: p.cardNo },
    items: null,
  };
}
