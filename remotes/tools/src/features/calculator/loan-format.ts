/**
 * Numbers to the text the calculator shows, in US English. The inputs are always finite, never negative and below
 * 1e21 (see loan-math.ts).
 *
 * Written out rather than with Intl.NumberFormat: creating the first number format of a page loads the browser's
 * locale data in one piece, a long task on a phone-class CPU, which made evaluating this page's module the longest task
 * of its load. Rounding follows Intl's: the shortest decimal that reads back as the number (what the visitor typed,
 * 0.0095 rather than the binary 0.00949999…), halves away from zero. A property test checks that the two agree.
 */

/** Digits grouped in threes: "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The whole and fraction digits of `value` rounded to `fractionDigits` decimals (see above for how). */
function rounded(value: number, fractionDigits: number): [whole: string, fraction: string] {
  const shortest = String(value);
  // Exponent notation only below 1e-6 (or from 1e21): such a number rounds to 0 at the precision shown here.
  const [whole = '0', fraction = ''] = (/e/i.test(shortest) ? value.toFixed(20) : shortest).split('.');
  if (fraction.length <= fractionDigits) return [whole, fraction.padEnd(fractionDigits, '0')];
  const up = Number(fraction[fractionDigits]) >= 5 ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, fractionDigits)) + up).toString().padStart(fractionDigits + 1, '0');
  return [digits.slice(0, digits.length - fractionDigits), digits.slice(digits.length - fractionDigits)];
}

/** `value` with `fractionDigits` decimals, trailing zeros dropped when `trim`, grouped in threes. */
function format(value: number, fractionDigits: number, { prefix = '', trim = false } = {}): string {
  const [whole, fraction] = rounded(value, fractionDigits);
  const decimals = trim ? fraction.replace(/0+$/, '') : fraction;
  return `${prefix}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** Whole dollars: 100000 → "$100,000". */
export function formatDollars(amount: number): string {
  return format(amount, 0, { prefix: '$' });
}

/** The amount field's digits as dollars ("100000" → "$100,000"); an empty field stays empty. */
export function formatAmount(digits: string): string {
  return digits === '' ? '' : formatDollars(Number(digits));
}

/** A payment with 2 decimals: "$790.79". */
export function formatPayment(payment: number): string {
  return format(payment, 2, { prefix: '$' });
}

/** A plain number with thousands separators and at most `fractionDigits` decimals: "100,000", "2.5". */
export function formatNumber(value: number, fractionDigits = 4): string {
  return format(value, fractionDigits, { trim: true });
}

/** The monthly rate with exactly 3 decimals (docs/product.md): 0.05 / 12 → "0.004". */
export function formatMonthlyRate(rate: number): string {
  return rate.toFixed(3);
}
