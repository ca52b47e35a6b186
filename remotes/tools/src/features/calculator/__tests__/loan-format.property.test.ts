import fc from 'fast-check';
import { formatAmount, formatDollars, formatMonthlyRate, formatNumber, formatPayment } from '../loan-format';

/** What the calculator showed with Intl.NumberFormat: the formats written out must agree with it. */
const intl = {
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  number: (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }),
};

/** Amounts and payments as the calculator gets them: never negative, up to a trillion, with any decimals. */
const amounts = fc.double({ min: 0, max: 1e12, noNaN: true });
/** Values with halves at the rounded digit, where rounding rules differ most. */
const halves = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000 + 0.0005);

describe('loan formats', () => {
  it('match the examples the page shows', () => {
    expect(formatDollars(100_000)).toBe('$100,000');
    expect(formatAmount('100000')).toBe('$100,000');
    expect(formatAmount('')).toBe('');
    expect(formatPayment(790.7936)).toBe('$790.79');
    expect(formatPayment(0)).toBe('$0.00');
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(0.004166666, 4)).toBe('0.0042');
    expect(formatMonthlyRate(0.05 / 12)).toBe('0.004');
    // The decimal as typed decides, not its binary approximation (0.00949999…).
    expect(formatNumber(0.0095, 3)).toBe('0.01');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatPayment(999.995)).toBe('$1,000.00');
  });

  it('write dollars as Intl.NumberFormat does', () => {
    fc.assert(fc.property(amounts, (value) => formatDollars(value) === intl.dollars.format(value)));
  });

  it('write payments in cents as Intl.NumberFormat does, halves included', () => {
    fc.assert(fc.property(fc.oneof(amounts, halves), (value) => formatPayment(value) === intl.cents.format(value)));
  });

  it('write plain numbers with up to N decimals as Intl.NumberFormat does', () => {
    const plain = fc.oneof(amounts, halves, fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(plain, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        return formatNumber(value, digits) === intl.number(digits).format(value);
      }),
    );
  });
});
