/**
 * Money in VetNow's code, events and databases is an integer number of minor units (cents of the rupee):
 * LKR 2,500.00 is `250000` (issue 35 §8, ADR 0054). Floating-point rupees appear only at the edges the spec fixes in
 * LKR — the HTTP API's `consultationFee` and `amount` fields — and on PayHere's wire; each edge converts once, here.
 */

/** Minor units per rupee. */
export const MINOR_PER_LKR = 100;

/**
 * LKR (at most two decimals, as the API validates them) → minor units: 2500 → 250000, 1250.5 → 125050. Rounds to the
 * nearest cent, so the binary error of a decimal (`1.005 * 100` = 100.49999…) cannot lose one.
 */
export function toMinorUnits(lkr: number): number {
  return Math.round(Number((lkr * MINOR_PER_LKR).toFixed(6)));
}

/** Minor units → LKR for an API field: 250000 → 2500, 125050 → 1250.5 (the double nearest the decimal). */
export function fromMinorUnits(minor: number): number {
  return minor / MINOR_PER_LKR;
}
