/**
 * Money on the wire of PayHere's merchant APIs. Our code keeps integer minor units (cents); PayHere takes
 * and returns major units with at most two decimals.
 *
 * - Charging API (https://support.payhere.lk/api-&-mobile-sdk/charging-api): `"amount": 345.67`, a JSON number.
 * - Refund API (https://support.payhere.lk/api-&-mobile-sdk/refund-api): partial refunds carry
 *   `"amount": "100.50"`, a string with two decimals.
 * - Retrieval API (https://support.payhere.lk/api-&-mobile-sdk/retrieval-api): `"amount": 50`, a JSON number.
 *
 * The text form is the checkout's (`formatAmount` of the protocol module); the JSON-number forms are here.
 */
import { formatAmount } from '../payhere-protocol.js';

export { formatAmount };

/**
 * The JSON number the Charging API's example shows: 34567 → 345.67, 250000 → 2500. Division of an integer by
 * 100 gives the double nearest the decimal, which JSON.stringify prints back as that decimal.
 */
export function amountNumber(minor: number): number {
  return Number(formatAmount(minor));
}

/**
 * A major-unit amount from PayHere (number or numeric string, at most two decimals once rounded) → minor
 * units; undefined when it is not a finite non-negative amount.
 */
export function toMinor(amount: number | string): number | undefined {
  const n = typeof amount === 'number' ? amount : Number(amount.trim());
  if (typeof amount === 'string' && amount.trim() === '') return undefined;
  if (!Number.isFinite(n) || n < 0) return undefined;
  const minor = Math.round(n * 100);
  return Number.isSafeInteger(minor) ? minor : undefined;
}
