import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

// Every image of every page has alt text and dimensions, and loads: checked where accessibility.spec.ts loads each
// page, at each width it scans.

/** How many tiles share the first tile's row. */
async function tilesPerRow(page: Page): Promise<number> {
  const tops = await page
    .getByRole('main')
    .locator('a[href^="/"]:has(img)')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test('/gallery shows 4 tiles per row at 1280 px, 2 at 800 px and 1 at 400 px', async ({ page }) => {
  // One load: the layout follows the width (CSS media queries), as when a visitor resizes the window.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  for (const [width, expected] of [
    [1280, 4],
    [800, 2],
    [400, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => tilesPerRow(page), { message: `tiles per row at ${width} px` }).toBe(expected);
  }
});

test('/work shows two tiles per row on medium screens and one on small', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/work');
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  expect(await tilesPerRow(page)).toBe(2);
  await page.setViewportSize({ width: 400, height: 900 });
  expect(await tilesPerRow(page)).toBe(1);
});

test('a video poster turns into a youtube-nocookie player on click, and nothing from YouTube loads before', async ({
  page,
}) => {
  const youtube: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
  });
  await page.goto('/csusa');
  const play = page.getByRole('button', { name: /^Play: / });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(youtube).toEqual([]);
  await play.click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(player).toBeVisible();
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  const box = await player.boundingBox();
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
});

for (const path of ['/', '/work', '/conklin']) {
  test(`${path}: cumulative layout shift stays at or below 0.01`, async ({ page }) => {
    await page.addInitScript(() => {
      const state = { cls: 0 };
      (window as unknown as { __cls: typeof state }).__cls = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Until every animation that ends has ended (the home logo's intro runs 500 + 850 ms).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const cls = await page.evaluate(() => (window as unknown as { __cls: { cls: number } }).__cls.cls);
    expect(cls).toBeLessThanOrEqual(0.01);
  });
}
