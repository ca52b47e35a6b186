import { LOAN_LIMITS, monthlyPayment, monthlyRate, numberOfPayments } from '../loan-math';
import { DEFAULT_LOAN_FIELDS, describeLoan, keepDigits, parseField } from '../loan-fields';
import { formatAmount, formatMonthlyRate, formatPayment } from '../loan-format';

describe('monthlyPayment: known loans', () => {
  it.each([
    // principal, annual %, years, payment to the cent
    [100_000, 5, 15, '790.79'],
    [200_000, 6.5, 30, '1264.14'],
    [250_000, 4, 30, '1193.54'],
    [25_000, 3.9, 5, '459.29'],
    [350_000, 7.25, 20, '2766.32'],
    [1_000, 12, 1, '88.85'],
    [10_000, 0, 1, '833.33'],
    [100_000, 0, 15, '555.56'],
  ])('%d at %d %% over %d years → %s', (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years).toFixed(2)).toBe(expected);
  });

  it.each([
    ['zero amount', 0, 5, 15],
    ['zero term', 100_000, 5, 0],
    ['a term under half a month', 100_000, 5, 0.04],
    ['a negative amount', -100_000, 5, 15],
    ['a negative rate', 100_000, -5, 15],
    ['a negative term', 100_000, 5, -15],
    ['a rate above the limit', 100_000, LOAN_LIMITS.maxRatePercent + 1, 15],
    ['a term above the limit', 100_000, 5, LOAN_LIMITS.maxYears + 1],
    ['an amount above the limit', LOAN_LIMITS.maxAmount + 1, 5, 15],
    ['NaN', Number.NaN, 5, 15],
    ['an infinite rate', 100_000, Number.POSITIVE_INFINITY, 15],
    ['an infinite term', 100_000, 5, Number.POSITIVE_INFINITY],
  ])('is 0 for %s', (_case, principal, rate, years) => {
    expect(monthlyPayment(principal, rate, years)).toBe(0);
  });

  it('stays accurate for a rate too small for the naive formula (1 + r rounds to 1)', () => {
    expect(monthlyPayment(120_000, 1e-15, 10)).toBeCloseTo(1_000, 6);
  });

  it('prices the largest loan the calculator accepts without overflowing', () => {
    const payment = monthlyPayment(LOAN_LIMITS.maxAmount, LOAN_LIMITS.maxRatePercent, 1 / 12);
    expect(payment).toBeCloseTo(LOAN_LIMITS.maxAmount * (1 + 100 / 100 / 12), 0);
  });
});

describe('monthlyRate and numberOfPayments', () => {
  it('divides the annual percent by 100 and by 12', () => {
    expect(monthlyRate(6)).toBeCloseTo(0.005, 15);
    expect(formatMonthlyRate(monthlyRate(5))).toBe('0.004');
  });

  it.each([
    [15, 180],
    [2.5, 30],
    [2.04, 24],
    [0.04, 0],
  ])('%d years → %d whole monthly payments', (years, months) => {
    expect(numberOfPayments(years)).toBe(months);
  });
});

describe('loan fields', () => {
  it.each([
    ['$100,000', '100000'],
    ['12a,3b4.5', '12345'],
    ['-42', '42'],
    ['1e5', '15'],
    ['abc', ''],
    ['1234567890123456', '123456789012'],
  ])('keepDigits(%j) → %j', (raw, digits) => {
    expect(keepDigits(raw)).toBe(digits);
  });

  it.each([
    ['', null],
    ['   ', null],
    ['5', 5],
    ['2.5', 2.5],
    ['1e3', 1000],
    ['-3', -3],
    ['1e999', null],
    ['Infinity', null],
    ['abc', null],
  ])('parseField(%j) → %p', (raw, value) => {
    expect(parseField(raw)).toBe(value);
  });

  it('describes the default loan', () => {
    expect(describeLoan(DEFAULT_LOAN_FIELDS)).toMatchObject({
      principal: 100_000,
      annualRatePercent: 5,
      years: 15,
      months: 180,
      method: 'amortized',
      errors: { rate: undefined, term: undefined },
    });
    expect(formatPayment(describeLoan(DEFAULT_LOAN_FIELDS).payment)).toBe('$790.79');
  });

  it.each([
    ['an empty amount', { amount: '' }],
    ['a zero amount', { amount: '0' }],
    ['an empty rate', { rate: '' }],
    ['an empty term', { term: '' }],
    ['a zero term', { term: '0' }],
  ])('gives 0.00 for %s', (_case, change) => {
    const loan = describeLoan({ ...DEFAULT_LOAN_FIELDS, ...change });
    expect(loan.method).toBe('incomplete');
    expect(formatPayment(loan.payment)).toBe('$0.00');
  });

  it('treats a 0 % rate as interest-free: amount / months', () => {
    const loan = describeLoan({ ...DEFAULT_LOAN_FIELDS, rate: '0' });
    expect(loan.method).toBe('interest-free');
    expect(loan.payment).toBe(100_000 / 180);
  });

  it('reports out-of-range rates and terms and gives 0.00 for them', () => {
    const loan = describeLoan({ amount: '100000', rate: '-1', term: '1e308' });
    expect(loan.errors).toEqual({ rate: 'Enter a rate from 0 to 100 %.', term: 'Enter a term from 0 to 100 years.' });
    expect(loan.payment).toBe(0);
  });
});

describe('formatting', () => {
  it.each([
    ['100000', '$100,000'],
    ['0', '$0'],
    ['', ''],
    ['999999999999', '$999,999,999,999'],
  ])('formatAmount(%j) → %j', (digits, shown) => {
    expect(formatAmount(digits)).toBe(shown);
  });

  it('shows payments with 2 decimals and separators', () => {
    expect(formatPayment(790.7936)).toBe('$790.79');
    expect(formatPayment(1_264.136)).toBe('$1,264.14');
    expect(formatPayment(0)).toBe('$0.00');
  });
});
