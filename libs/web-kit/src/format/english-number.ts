/**
 * English (`en-GB`) grouping of a number without Intl: the first `new Intl.NumberFormat` of a page costs Chromium
 * 30–70 ms of main thread (it loads ICU's number data), measured on the doctor list where it was a third of the
 * list's first render (ADR 0084). The same output for what the screens ask — grouping by thousands with `,`, at most
 * `maximumFractionDigits` (default 3) and at least `minimumFractionDigits` (default 0) decimals — and undefined for
 * anything else (other options, numbers of 1e15 and more, NaN, ±Infinity), which the caller formats with Intl.
 * Rounding is ICU's: half away from zero on the number's shortest decimal form (`String(618.775)`), not on its exact
 * binary value as `toFixed` rounds (618.77).
 */
const PLAIN_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);
/** Up to here every integer part is exact and `String` writes no exponent for it. */
const LARGEST = 1e15;

/** The digits before and after the point of a non-negative finite number's shortest decimal form. */
function decimalParts(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const digits = head + tail;
  const point = head.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  return { whole: digits.slice(0, point).padEnd(point, '0'), fraction: digits.slice(point) };
}

/** A string of decimal digits plus one, carrying (`'0999'` → `'1000'`). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

export function formatEnglishNumber(value: number, options: Intl.NumberFormatOptions = {}): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST) return undefined;
  if (Object.keys(options).some((key) => !PLAIN_OPTIONS.has(key))) return undefined;
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  // Out of range or max < min: Intl's RangeError, not a guess.
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 100 || max < min) return undefined;
  let { whole, fraction } = decimalParts(Math.abs(value));
  if (fraction.length > max) {
    const kept = whole + fraction.slice(0, max);
    const rounded = (fraction[max] ?? '0') >= '5' ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - max);
    fraction = rounded.slice(rounded.length - max);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl keeps the minus of a negative number that rounds to zero (`-0`), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
