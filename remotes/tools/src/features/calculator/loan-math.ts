/**
 * Loan arithmetic, free of React and of text: M = P × r / (1 − (1 + r)^−n), with r = annual % / 100 / 12 and
 * n = years × 12. Every function returns a finite number for any input, so the page can never show NaN or Infinity.
 */

const MAX_AMOUNT_DIGITS = 12;

/**
 * The largest inputs the calculator accepts. They keep every result finite and every amount an exact integer
 * (well under 2^53), and no real loan comes near them.
 */
export const LOAN_LIMITS = {
  /** Loan amounts have at most this many digits. */
  maxAmountDigits: MAX_AMOUNT_DIGITS,
  /** $999,999,999,999 */
  maxAmount: 10 ** MAX_AMOUNT_DIGITS - 1,
  maxRatePercent: 100,
  maxYears: 100,
} as const;

/** The monthly rate r for an annual rate in percent. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The number of monthly payments n. A term in decimal years ("2.5") is allowed; a payment is made once a month, so
 * n is rounded to whole months.
 */
export function numberOfPayments(years: number): number {
  return Math.round(years * 12);
}

/** Whether the three inputs describe a loan the formula can price (zero amount and zero rate included). */
function isWithinLimits(principal: number, annualRatePercent: number, years: number): boolean {
  return (
    Number.isFinite(principal) &&
    Number.isFinite(annualRatePercent) &&
    Number.isFinite(years) &&
    principal >= 0 &&
    principal <= LOAN_LIMITS.maxAmount &&
    annualRatePercent >= 0 &&
    annualRatePercent <= LOAN_LIMITS.maxRatePercent &&
    years >= 0 &&
    years <= LOAN_LIMITS.maxYears
  );
}

/**
 * The monthly payment. Inputs outside {@link LOAN_LIMITS} (negative, not finite, too large) and a term shorter than
 * one payment give 0. At 0 % the formula is 0 / 0; its limit, P / n, is what a borrower actually pays
 * (docs/product.md).
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  if (!isWithinLimits(principal, annualRatePercent, years)) return 0;
  const n = numberOfPayments(years);
  if (n < 1) return 0;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / n;
  // 1 − (1 + r)^−n written with log1p/expm1: the naive form loses every digit (and divides by 0) for tiny rates.
  const discount = -Math.expm1(-n * Math.log1p(r));
  return principal * (r / discount);
}
