import { CURRENCY } from '@vetnow/contracts/constants';

const amountFormat = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });

/** A fee or payment in the clinic's currency: 2500 → `LKR 2,500`, 1250.5 → `LKR 1,250.5`. */
export function formatLkr(amount: number): string {
  return `${CURRENCY} ${amountFormat.format(amount)}`;
}
