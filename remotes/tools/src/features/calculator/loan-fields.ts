/** From what the visitor typed to a checked breakdown of the payment; pure, so every edge case is unit-tested. */
import { LOAN_LIMITS, monthlyPayment, monthlyRate, numberOfPayments } from './loan-math';

/** The three inputs exactly as typed (the amount as digits only). */
export interface LoanFields {
  readonly amount: string;
  readonly rate: string;
  readonly term: string;
}

export const DEFAULT_LOAN_FIELDS: LoanFields = { amount: '100000', rate: '5', term: '15' };

export interface LoanFieldErrors {
  readonly rate?: string;
  readonly term?: string;
}

interface LoanInputs {
  /** P; 0 when the amount is empty. */
  readonly principal: number;
  readonly errors: LoanFieldErrors;
}

/**
 * How the payment was found: by the formula, or as amount / months at 0 %; or not at all ("incomplete") because an
 * input is empty, zero or out of range, and then the payment is 0. Unusable inputs are null.
 */
export type LoanBreakdown =
  | (LoanInputs & {
      readonly method: 'amortized' | 'interest-free';
      /** The annual rate in percent. */
      readonly annualRatePercent: number;
      readonly years: number;
      /** r */
      readonly monthlyRate: number;
      /** n */
      readonly months: number;
      readonly payment: number;
    })
  | (LoanInputs & {
      readonly method: 'incomplete';
      readonly annualRatePercent: number | null;
      readonly years: number | null;
      readonly monthlyRate: number | null;
      readonly months: number | null;
      readonly payment: 0;
    });

/** The amount field keeps only the digits 0-9, and no more of them than the calculator accepts. */
export function keepDigits(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, LOAN_LIMITS.maxAmountDigits);
}

/**
 * A field's number, or null when it is empty or not a finite number. (A number input already reports "" for text
 * such as "1e" or "-"; this also covers "Infinity" and values too large for a double.)
 */
export function parseField(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function rangeError(value: number | null, max: number, message: string): string | undefined {
  return value !== null && (value < 0 || value > max) ? message : undefined;
}

export function describeLoan(fields: LoanFields): LoanBreakdown {
  const principal = parseField(keepDigits(fields.amount)) ?? 0;
  const rate = parseField(fields.rate);
  const years = parseField(fields.term);
  const errors: LoanFieldErrors = {
    rate: rangeError(rate, LOAN_LIMITS.maxRatePercent, `Enter a rate from 0 to ${LOAN_LIMITS.maxRatePercent} %.`),
    term: rangeError(years, LOAN_LIMITS.maxYears, `Enter a term from 0 to ${LOAN_LIMITS.maxYears} years.`),
  };
  const usableRate = errors.rate === undefined ? rate : null;
  const usableYears = errors.term === undefined ? years : null;
  const r = usableRate === null ? null : monthlyRate(usableRate);
  const months = usableYears === null ? null : numberOfPayments(usableYears);

  // An empty rate is "no rate yet" (0.00); only a rate actually entered as 0 is interest-free (docs/product.md).
  if (usableRate === null || usableYears === null || r === null || months === null || principal <= 0 || months < 1) {
    return {
      principal,
      errors,
      annualRatePercent: usableRate,
      years: usableYears,
      monthlyRate: r,
      months,
      payment: 0,
      method: 'incomplete',
    };
  }
  return {
    principal,
    errors,
    annualRatePercent: usableRate,
    years: usableYears,
    monthlyRate: r,
    months,
    payment: monthlyPayment(principal, usableRate, usableYears),
    method: r === 0 ? 'interest-free' : 'amortized',
  };
}
