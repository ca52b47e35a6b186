import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { CalculatorPage } from '../calculator-page';

function renderCalculator() {
  const user = userEvent.setup();
  renderWithRouter(<CalculatorPage />, { path: '/calculator' });
  return {
    user,
    amount: screen.getByLabelText('Loan Amount'),
    rate: screen.getByLabelText('Interest Rate (%)'),
    term: screen.getByLabelText('Loan Term (Years)'),
  };
}

/** The payment as shown in the Monthly Payment section. */
function shownPayment(): HTMLElement {
  return within(screen.getByRole('region', { name: 'Monthly Payment' })).getByText(/^\$/);
}

function showTheWork(): HTMLElement {
  return screen.getByRole('region', { name: 'Show the Work' });
}

function expectNoBrokenNumbers() {
  expect(document.body).not.toHaveTextContent(/NaN|Infinity|∞/);
  expect(shownPayment()).toHaveTextContent(/^\$[\d,]+\.\d{2}$/);
}

describe('CalculatorPage', () => {
  it('sets the title and has one h1', async () => {
    renderCalculator();
    await waitFor(() => expect(document.title).toBe('Mediavelocity Loan Calculator'));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Loan Calculator');
  });

  it('starts at $100,000, 5 % and 15 years: $790.79 a month, announced politely', () => {
    const { amount, rate, term } = renderCalculator();
    expect(amount).toHaveValue('$100,000');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    expect(rate).toHaveValue(5);
    expect(term).toHaveValue(15);
    expect(shownPayment()).toHaveTextContent('$790.79');
    expect(shownPayment().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows raw digits while the amount is focused and dollars once it is left', async () => {
    const { user, amount } = renderCalculator();
    await user.click(amount);
    expect(amount).toHaveValue('100000');
    await user.tab();
    expect(amount).toHaveValue('$100,000');
  });

  it('drops everything but digits as the amount is typed', async () => {
    const { user, amount } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, '2a5,0b0.0$-0');
    expect(amount).toHaveValue('250000');
    await user.tab();
    expect(amount).toHaveValue('$250,000');
    expect(shownPayment()).toHaveTextContent('$1,976.98');
  });

  it('keeps at most 12 digits of amount', async () => {
    const { user, amount } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, '1234567890123456');
    expect(amount).toHaveValue('123456789012');
    expectNoBrokenNumbers();
  });

  it('shows the formula, the variables and the calculation with the numbers filled in', () => {
    renderCalculator();
    const work = showTheWork();
    expect(work).toHaveTextContent('M = P × r / (1 − (1 + r) to the power of −n)');
    expect(work).toHaveTextContent('P — loan amount$100,000');
    expect(work).toHaveTextContent('r — monthly rate (annual % / 100 / 12)5 / 100 / 12 ≈ 0.004');
    expect(work).toHaveTextContent('n — number of payments (years × 12)15 × 12 = 180');
    expect(work).toHaveTextContent('M = 100,000 × 0.004 / (1 − (1 + 0.004) to the power of −180) ≈ $790.79');
  });

  it('updates the work as inputs change, rounding a decimal term to whole months', async () => {
    const { user, term } = renderCalculator();
    await user.clear(term);
    await user.type(term, '2.04');
    expect(showTheWork()).toHaveTextContent('2.04 × 12 = 24.48, rounded to 24 whole months');
    expect(shownPayment()).toHaveTextContent('$4,387.14');
  });

  it('spreads the amount evenly at 0 %', async () => {
    const { user, rate } = renderCalculator();
    await user.clear(rate);
    await user.type(rate, '0');
    expect(shownPayment()).toHaveTextContent('$555.56');
    expect(showTheWork()).toHaveTextContent('M = P / n = 100,000 / 180 = $555.56');
  });

  it.each([
    ['an empty amount', 'Loan Amount', ''],
    ['a zero amount', 'Loan Amount', '0'],
    ['an empty rate', 'Interest Rate (%)', ''],
    ['an empty term', 'Loan Term (Years)', ''],
    ['a zero term', 'Loan Term (Years)', '0'],
  ])('shows $0.00 for %s, and says what is missing', async (_case, label, typed) => {
    const { user } = renderCalculator();
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (typed) await user.type(field, typed);
    expect(shownPayment()).toHaveTextContent('$0.00');
    expect(showTheWork()).toHaveTextContent(/M = \$0\.00 until you enter/);
    expectNoBrokenNumbers();
  });

  it('flags a rate out of range and does not price it', async () => {
    const { user, rate } = renderCalculator();
    await user.clear(rate);
    await user.type(rate, '-5');
    expect(rate).toHaveAccessibleDescription('Enter a rate from 0 to 100 %.');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(shownPayment()).toHaveTextContent('$0.00');
  });

  it('flags a term out of range and says what term it needs', async () => {
    const { user, term } = renderCalculator();
    await user.clear(term);
    await user.type(term, '1e308');
    expect(term).toHaveAccessibleDescription('Enter a term from 0 to 100 years.');
    expect(shownPayment()).toHaveTextContent('$0.00');
    expect(showTheWork()).toHaveTextContent('M = $0.00 until you enter a term from one month to 100 years.');
  });

  it.each([
    ['Interest Rate (%)', 'e'],
    ['Interest Rate (%)', '1e'],
    ['Interest Rate (%)', '-'],
    ['Interest Rate (%)', '1e999'],
    ['Interest Rate (%)', '0.0000001'],
    ['Interest Rate (%)', '99999999999'],
    ['Loan Term (Years)', 'e'],
    ['Loan Term (Years)', '-3'],
    ['Loan Term (Years)', '0.01'],
    ['Loan Term (Years)', '1e308'],
    ['Loan Amount', 'e'],
    ['Loan Amount', '999999999999'],
  ])('never shows NaN or Infinity: %s = %j', async (label, typed) => {
    const { user } = renderCalculator();
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    expectNoBrokenNumbers();
    await user.tab();
    expectNoBrokenNumbers();
  });
});
