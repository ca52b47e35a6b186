import { expect, expectNoFullReload, markDocument, pageByPage as test } from './fixtures';

test('nav links navigate client-side, across remotes, and mark the active link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Work' }).click();
  await expect(page).toHaveURL('/work');
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Contact' }).click(); // portfolio → account
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Work' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'About' }).click(); // account → portfolio
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Mediavelocity' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Mediavelocity Creative');
  await expectNoFullReload(page);
});

test('footer links navigate client-side and carry accessible names', async ({ page }) => {
  await page.goto('/work');
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await markDocument(page);
  const footer = page.getByRole('contentinfo');

  for (const name of [/^Email /, /^Call /, /LinkedIn/, /Facebook/]) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

  await footer.getByRole('link', { name: 'Pay Invoice' }).click();
  await expect(page).toHaveURL('/pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Page' })).toBeVisible();

  await footer.getByRole('link', { name: 'CLIENT LOGIN' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectNoFullReload(page);
});

test('on a small screen the nav collapses behind a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeAttached();
  const work = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' });
  await expect(work).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await work.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await expect(work).toBeHidden(); // choosing a link closes the menu again
});

test('the nav stays at the top while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 400 });
  await page.goto('/work');
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const box = await page.getByRole('banner').boundingBox();
  expect(box?.y).toBe(0);
});
