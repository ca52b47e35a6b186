import { expect, pageByPage as test } from './fixtures';

test('the loan calculator in a real browser', async ({ page }) => {
  await page.goto('/calculator');
  const amount = page.getByLabel('Loan Amount');
  const rate = page.getByLabel('Interest Rate (%)');
  const term = page.getByLabel('Loan Term (Years)');
  const main = page.getByRole('main');
  // The figure in the Monthly Payment section (the working beside it shows the payment too).
  const payment = page.getByRole('region', { name: 'Monthly Payment' }).getByText(/^\$/);

  await expect(amount).toHaveValue('$100,000');
  await expect(rate).toHaveValue('5');
  await expect(term).toHaveValue('15');
  await expect(payment).toHaveText('$790.79');

  // Focused, the amount shows raw digits, and anything but 0-9 is dropped as it is typed.
  await amount.focus();
  await expect(amount).toHaveValue('100000');
  await amount.fill('');
  await amount.pressSequentially('2a5,0.0-0$0');
  await expect(amount).toHaveValue('250000');
  await amount.blur();
  await expect(amount).toHaveValue('$250,000');
  await expect(payment).toHaveText('$1,976.98');

  // 0 % interest: the amount spread over the months (docs/product.md).
  await rate.fill('0');
  await expect(payment).toHaveText('$1,388.89');

  // Empty amount or term: 0.00, never NaN or Infinity.
  await term.fill('');
  await expect(payment).toHaveText('$0.00');
  await amount.fill('');
  await term.fill('30');
  await expect(payment).toHaveText('$0.00');
  await expect(main).not.toContainText('NaN');
  await expect(main).not.toContainText('Infinity');

  // Show the Work explains the numbers.
  await amount.fill('100000');
  await rate.fill('5');
  await term.fill('15');
  await expect(payment).toHaveText('$790.79');
  await expect(main).toContainText('0.004');
  await expect(main).toContainText('180');
});
