import type { Locator } from '@playwright/test';
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

test('where the browser has no element full screen (iPhone Safari), the tracker offers none and says how to hide its bars', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Document.prototype, 'fullscreenEnabled');
    Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
  });
  await page.goto('/screen-tracker');
  const panel = page.getByRole('region', { name: 'Screen Key & Tracker Points' });
  await expect(panel).toContainText("Full screen isn't available in this browser. To hide its bars on an iPhone");
  await expect(page.getByRole('button', { name: /Full Screen/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Hide Menu' })).toBeVisible();
});

test('on a screen with a notch, the nav, the page and the tracker keep their content inside the safe area', async ({
  page,
}) => {
  // A small phone on its side (the container is the screen's width there), its notch on the left: what Chromium's
  // emulation gives env(safe-area-inset-*), as the phone would.
  const insets = { top: 20, right: 44, bottom: 21, left: 44 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
  await page.setViewportSize({ width: 568, height: 320 });
  await page.goto('/work');
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${String(locator)} has no box`);
    return { left: found.x, top: found.y, right: found.x + found.width, bottom: found.y + found.height };
  };
  const bar = await box(page.getByRole('navigation', { name: 'Main' }));
  expect(bar, 'the dark bar reaches the edges').toMatchObject({ left: 0, top: 0, right: 568 });
  const brand = await box(page.getByRole('banner').getByRole('link', { name: 'Mediavelocity' }));
  expect(brand.left).toBeGreaterThanOrEqual(insets.left);
  expect(brand.top).toBeGreaterThanOrEqual(insets.top);
  const toggle = await box(page.getByRole('button', { name: 'Toggle navigation' }));
  expect(toggle.right).toBeLessThanOrEqual(568 - insets.right);
  const heading = await box(page.getByRole('heading', { level: 1 }));
  expect(heading.left).toBeGreaterThanOrEqual(insets.left);
  const copyright = await box(page.getByRole('contentinfo').getByText(/©/));
  expect(copyright.left).toBeGreaterThanOrEqual(insets.left);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(copyright.bottom).toBeLessThanOrEqual(pageHeight - insets.bottom);

  // Narrower, so that the panel would reach the notch without the inset.
  await page.setViewportSize({ width: 400, height: 320 });
  await page.goto('/screen-tracker');
  const backdrop = await box(page.getByTestId('tracker-backdrop'));
  expect(backdrop, 'the key colour reaches the edges').toMatchObject({ left: 0, top: 0, right: 400 });
  const markers = await Promise.all((await page.getByTestId('corner-marker').all()).map(box));
  const markerInset = 25;
  expect(Math.min(...markers.map((marker) => marker.left))).toBe(insets.left + markerInset);
  expect(Math.min(...markers.map((marker) => marker.top))).toBe(insets.top + markerInset);
  expect(Math.max(...markers.map((marker) => marker.right))).toBe(400 - insets.right - markerInset);
  expect(Math.max(...markers.map((marker) => marker.bottom))).toBe(backdrop.bottom - insets.bottom - markerInset);
  const panel = await box(page.getByRole('region', { name: 'Screen Key & Tracker Points' }));
  expect(panel.left).toBeGreaterThanOrEqual(insets.left);
  expect(panel.right).toBeLessThanOrEqual(400 - insets.right);
});
