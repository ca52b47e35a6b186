import { expect, expectNoFullReload, markDocument, test } from './fixtures';

test('the nav is hidden on /screen-tracker and shown again after leaving it', async ({ page }) => {
  await page.goto('/tools');
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await markDocument(page);

  await page.getByRole('link', { name: 'Try it for free' }).click();
  await expect(page).toHaveURL('/screen-tracker');
  await expect(page.getByRole('heading', { name: 'Screen Key & Tracker Points' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/tools');
  await expect(banner).toBeVisible();
  await expectNoFullReload(page);
});

test('a page opened directly on /screen-tracker has no nav', async ({ page }) => {
  await page.goto('/screen-tracker');
  await expect(page.getByRole('heading', { name: 'Screen Key & Tracker Points' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('full screen stays in sync however it ends', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('link', { name: 'Try it for free' }).click();
  const goFull = page.getByRole('button', { name: 'Go Full Screen' });
  await goFull.click();
  await expect(page.getByRole('button', { name: 'Escape Full Screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

  // Leaving by the browser's own control (not the page's button) must update the button too.
  await page.evaluate(() => document.exitFullscreen());
  await expect(goFull).toBeVisible();

  // The page's own button leaves full screen as well.
  await goFull.click();
  await page.getByRole('button', { name: 'Escape Full Screen' }).click();
  await expect(goFull).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Leaving the tracker while in full screen ends full screen, and the nav is back.
  await goFull.click();
  await page.goBack();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('while the document is in full screen the nav is hidden on any page, and back when it ends', async ({ page }) => {
  await page.goto('/calculator');
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  // A real click gives the page the user activation that requestFullscreen needs.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => document.documentElement.requestFullscreen());
  await expect(banner).toHaveCount(0);
  await page.evaluate(() => document.exitFullscreen());
  await expect(banner).toBeVisible();
});
