/** Numbers to the text the calculator shows. The inputs are always finite (see loan-math.ts). */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole dollars: 100000 → "$100,000". */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** The amount field's digits as dollars ("100000" → "$100,000"); an empty field stays empty. */
export function formatAmount(digits: string): string {
  return digits === '' ? '' : formatDollars(Number(digits));
}

/** A payment with 2 decimals: "$790.79". */
export function formatPayment(payment: number): string {
  return cents.format(payment);
}

/** A plain number with thousands separators and at most `fractionDigits` decimals: "100,000", "2.5". */
export function formatNumber(value: number, fractionDigits = 4): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: fractionDigits });
}

/** The monthly rate with exactly 3 decimals, as the spec shows it: 0.05 / 12 → "0.004". */
export function formatMonthlyRate(rate: number): string {
  return rate.toFixed(3);
}
