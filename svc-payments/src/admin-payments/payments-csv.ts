import { CLINIC_UTC_OFFSET_MINUTES } from '@vetnow/domain/clinic-time';
import type { AdminPayment } from '@vetnow/contracts/payments';

/** The export's columns, in order (the header row). No card number exists anywhere: brand and last four only. */
export const PAYMENT_CSV_COLUMNS = [
  'payment_id',
  'appointment_id',
  'reference',
  'created_at',
  'settled_at',
  'amount',
  'currency',
  'status',
  'method',
  'card_type',
  'last_four',
  'refund_state',
  'refunded_amount',
  'refund_error',
  'failure_reason',
] as const;

const OFFSET_MS = CLINIC_UTC_OFFSET_MINUTES * 60_000;

/** An instant in clinic time with its offset, to the second: `2026-11-22T09:30:05+05:30`. */
export function clinicTimestamp(iso: string | null): string {
  if (!iso) return '';
  const when = Date.parse(iso);
  if (Number.isNaN(when)) return '';
  return `${new Date(when + OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** LKR with two decimals, no grouping (a spreadsheet reads it as a number): 2500 → `2500.00`. */
export function csvAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * One field by RFC 4180: quoted when it holds a comma, a double quote, CR or LF (quotes doubled inside). A text
 * starting with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'` so a spreadsheet never runs it as a formula
 * (provider messages and refund errors are not ours).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV file: the header row, then one row per payment; CRLF line ends (RFC 4180), a line end after the last row. */
export function paymentsCsv(rows: readonly AdminPayment[]): string {
  const lines = [PAYMENT_CSV_COLUMNS.join(',')];
  for (const p of rows) {
    lines.push(
      [
        p.id,
        p.appointmentId,
        p.reference,
        clinicTimestamp(p.createdAt),
        clinicTimestamp(p.settledAt),
        csvAmount(p.amount),
        p.currency,
        p.status,
        p.method,
        p.cardType,
        p.lastFour,
        p.refundState,
        csvAmount(p.refundedAmount),
        p.refundError,
        p.failureReason,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
