import fc from 'fast-check';
import { LOAN_LIMITS, monthlyPayment } from '../loan-math';
import { describeLoan } from '../loan-fields';
import { formatPayment } from '../loan-format';

/** The closed form of docs/product.md, written out again here so the module is checked against an independent copy. */
function closedForm(principal: number, annualRatePercent: number, years: number): number {
  const r = annualRatePercent / 100 / 12;
  const n = Math.round(years * 12);
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

const amounts = fc.integer({ min: 1, max: LOAN_LIMITS.maxAmount });
// Rates from 0.001 %: below that the naive closed form above loses digits itself (the module does not).
const positiveRates = fc.double({ min: 0.001, max: LOAN_LIMITS.maxRatePercent, noNaN: true });
const rates = fc.oneof(fc.constant(0), positiveRates);
// Terms of at least one whole payment, in whole or decimal years.
const terms = fc.oneof(
  fc.integer({ min: 1, max: LOAN_LIMITS.maxYears }),
  fc.double({ min: 1 / 12, max: LOAN_LIMITS.maxYears, noNaN: true }),
);

// 3,000 + 2,000 + 2,000 + 1,000 + 2,000 + 1,500 = 11,500 generated cases in all.
describe('monthlyPayment properties', () => {
  it('matches the closed form M = P × r / (1 − (1 + r)^−n)', () => {
    fc.assert(
      fc.property(amounts, positiveRates, terms, (principal, rate, years) => {
        const expected = closedForm(principal, rate, years);
        const actual = monthlyPayment(principal, rate, years);
        expect(Math.abs(actual - expected) / expected).toBeLessThan(1e-9);
      }),
      { numRuns: 3_000 },
    );
  });

  it('is finite and never negative, whatever numbers it is given', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (principal, rate, years) => {
        const payment = monthlyPayment(principal, rate, years);
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is amount / months at 0 %', () => {
    fc.assert(
      fc.property(amounts, terms, (principal, years) => {
        expect(monthlyPayment(principal, 0, years)).toBe(principal / Math.round(years * 12));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is 0 for a zero amount or a zero term', () => {
    fc.assert(
      fc.property(amounts, rates, terms, fc.boolean(), (principal, rate, years, zeroAmount) => {
        const payment = zeroAmount ? monthlyPayment(0, rate, years) : monthlyPayment(principal, rate, 0);
        expect(payment).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never decreases as the amount grows', () => {
    fc.assert(
      fc.property(amounts, amounts, rates, terms, (a, b, rate, years) => {
        const [smaller, larger] = a <= b ? [a, b] : [b, a];
        expect(monthlyPayment(smaller, rate, years)).toBeLessThanOrEqual(monthlyPayment(larger, rate, years));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('describeLoan properties', () => {
  // What a visitor can type: anything at all, number-like text, and the classic troublemakers.
  const typed = fc.oneof(
    fc.string(),
    fc.double().map(String),
    fc.integer({ min: -1_000, max: 1_000 }).map(String),
    fc.constantFrom('', 'e', '-', '1e', '1e999', '-1e999', 'Infinity', 'NaN', '0', '-0', '0.5', '99999999999999999999'),
  );

  it('never shows NaN or Infinity, and is 0.00 whenever amount, rate or term is empty', () => {
    fc.assert(
      fc.property(typed, typed, typed, (amount, rate, term) => {
        const loan = describeLoan({ amount, rate, term });
        const shown = formatPayment(loan.payment);
        expect(shown).toMatch(/^\$[\d,]+\.\d{2}$/);
        expect(Number.isFinite(loan.payment)).toBe(true);
        if (amount.replace(/\D/g, '') === '' || rate.trim() === '' || term.trim() === '') expect(shown).toBe('$0.00');
      }),
      { numRuns: 1_500 },
    );
  });
});
