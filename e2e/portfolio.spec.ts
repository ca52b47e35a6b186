import type { Page } from '@playwright/test';
import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';
import { expect, expectNoFullReload, markDocument, test } from './fixtures';

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

/** The projects a listing shows under a discipline (every one for null), by name, in order: from the studies' files. */
function projectNames(page: 'work' | 'gallery', discipline: 'photography' | 'video' | 'design' | null): string[] {
  return readCaseStudies()
    .filter(({ tile }) => tile.pages.includes(page) && (!discipline || tile.categories.includes(discipline)))
    .map((study) => study.project);
}

declare global {
  interface Window {
    /** Every layout shift of the document so far, input-driven or not, with what moved. */
    __mvLayoutShifts?: { value: number; hadRecentInput: boolean; moved: string[] }[];
  }
}

/** Records every layout shift of each document the page loads from now on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: NonNullable<Window['__mvLayoutShifts']> = [];
    window.__mvLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The document's layout shifts once two more frames have rendered (its observer has been told of each by then). */
async function layoutShifts(page: Page): Promise<NonNullable<Window['__mvLayoutShifts']>> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return window.__mvLayoutShifts ?? [];
  });
}

/** The filter shown as chosen, the count said, and the tiles shown, by name. */
async function expectFiltered(page: Page, label: string, status: string, names: readonly string[]): Promise<void> {
  const filters = page.getByRole('navigation', { name: 'Filter projects by discipline' });
  await expect(filters.locator('[aria-current="true"]')).toHaveText(label);
  await expect(page.getByRole('status').filter({ hasText: /^Showing / })).toHaveText(status);
  await expect(page.getByRole('main').locator('.mv-tile__name')).toHaveText([...names]);
}

test('a discipline filter works before the app starts, client-side after, with back/forward and reload, and shifts nothing', async ({
  page,
}) => {
  const video = projectNames('gallery', 'video');
  const design = projectNames('gallery', 'design');
  // /gallery: two tiles fill less than a row on this screen, so the most moves into view when the filter applies.
  await recordLayoutShifts(page);
  // The first document's app never starts: its boot script is an empty one. The next document gets the real one.
  await page.route('**/boot.*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }), {
    times: 1,
  });
  await page.mainFrame().goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await markDocument(page);

  // Before the app: a plain link, so a page load of the filtered address, which the app then shows filtered.
  await page.getByRole('link', { name: 'Video', exact: true }).click();
  await expect(page).toHaveURL('/gallery?discipline=video');
  await page.locator('html[data-mv-ready]').waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => window.__noReload), 'a page load, the app had not started').toBeUndefined();
  await expectFiltered(page, 'Video', `Showing ${video.length} video projects`, video);
  expect(await layoutShifts(page), 'layout shifts on a direct load of a filtered address').toEqual([]);

  // After the app has started: client-side, with history.
  await markDocument(page);
  const designLink = page.getByRole('link', { name: 'Design', exact: true });
  await designLink.click();
  await expect(page).toHaveURL('/gallery?discipline=design');
  await expectFiltered(page, 'Design', `Showing ${design.length} design projects`, design);
  await expect(designLink).toBeFocused();
  expect(await layoutShifts(page), 'layout shifts on a click on a filter').toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL('/gallery?discipline=video');
  await expectFiltered(page, 'Video', `Showing ${video.length} video projects`, video);
  await page.goForward();
  await expectFiltered(page, 'Design', `Showing ${design.length} design projects`, design);
  await expectNoFullReload(page);
  expect(await layoutShifts(page), 'layout shifts on back and forward').toEqual([]);

  await page.reload();
  await expect(page).toHaveURL('/gallery?discipline=design');
  await expectFiltered(page, 'Design', `Showing ${design.length} design projects`, design);
  expect(await layoutShifts(page), 'layout shifts on a reload of a filtered address').toEqual([]);
});

test('/work at a filter that does not exist shows every project and says so; a filter then narrows it', async ({
  page,
}) => {
  const all = projectNames('work', null);
  const photography = projectNames('work', 'photography');
  await page.goto('/work?discipline=animation');
  await expectFiltered(page, 'All', `Showing all ${all.length} projects`, all);
  await expect(page.getByText('There is no “animation” filter here, so every project is shown.')).toBeVisible();

  await page.getByRole('link', { name: 'Photography', exact: true }).click();
  await expect(page).toHaveURL('/work?discipline=photography');
  await expectFiltered(page, 'Photography', `Showing ${photography.length} photography projects`, photography);
  await expect(page.getByText(/filter here/)).toHaveCount(0);
});

test.describe('on a touch screen, where nothing hovers', () => {
  test.use({ hasTouch: true });

  test('/compact: a tap on a colour recolours the logo', async ({ page }) => {
    await page.goto('/compact');
    const logo = page.getByRole('img', { name: 'COMPACT Family Services logo' }).locator('..');
    await expect(logo).toHaveCSS('color', 'rgb(45, 129, 196)');
    await page.getByRole('button', { name: /^Find #/ }).tap();
    await expect(logo).toHaveCSS('color', 'rgb(251, 174, 23)');
  });
});
