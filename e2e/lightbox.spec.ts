import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import csusa from '../remotes/portfolio/src/content/case-studies/csusa';
import { expect, remoteOrigin, test } from './fixtures';

// The case studies' photo viewer (yet-another-react-lightbox in a chunk of its own), on /csusa's masonry gallery.

/** The gallery's alt texts in its order (the masonry lays them out by column, so the page's order differs). */
const alts = csusa.sections.flatMap((section) =>
  section.kind === 'masonry' ? section.photos.map((id) => csusa.photos[id]?.alt ?? id) : [],
);

/**
 * The viewer's files as they arrive: its stylesheet, and every script of the portfolio that holds the library (its
 * class prefix, "yarl__"; webpack puts the library in a chunk of its own beside the viewer's "photo-lightbox" chunk).
 */
function viewerFiles(page: Page): Promise<string | null>[] {
  const files: Promise<string | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(remoteOrigin('portfolio'))) return;
    if (/\/photo-lightbox\.[0-9a-f]+\.css$/.test(url)) files.push(Promise.resolve(url));
    else if (response.request().resourceType() === 'script') {
      files.push(
        response.body().then(
          (body) => (body.includes('yarl__') ? url : null),
          () => null,
        ),
      );
    }
  });
  return files;
}

async function fetchedSoFar(files: Promise<string | null>[]): Promise<string[]> {
  return (await Promise.all(files)).filter((url): url is string => url !== null);
}

const thumbnails = (page: Page) => page.getByRole('button', { name: /^Open photo: / });

/** The thumbnail of the gallery's photo `index`, named "Open photo: <alt text>". */
const thumbnail = (page: Page, index: number) =>
  page.getByRole('button', { name: `Open photo: ${alts[index] ?? ''}`, exact: true });

/** The slide in view: "<n> of <count>", showing the photo and its alt text as the caption. */
async function expectShown(viewer: Locator, alt: string, position: string): Promise<void> {
  const slide = viewer.locator('.yarl__slide_current');
  await expect(slide).toHaveAccessibleName(position);
  await expect(slide.getByRole('img', { name: alt })).toBeVisible();
  await expect(slide.getByText(alt, { exact: true })).toBeVisible();
}

test('a photo opens in the viewer by Enter, moves by arrow and swipe, closes by Escape, and fetches nothing before', async ({
  page,
}) => {
  const files = viewerFiles(page);
  await page.goto('/csusa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  expect(await fetchedSoFar(files), 'the viewer is fetched only when a visitor reaches for a photo').toEqual([]);

  // Without JavaScript, or before the app has the page, a thumbnail is a link to the photo's largest JPEG.
  expect(alts).toHaveLength(6);
  const first = thumbnail(page, 0);
  const photo = await page.request.get((await first.getAttribute('href')) ?? '');
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toBe('image/jpeg');

  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expectShown(viewer, alts[0] ?? '', '1 of 6');
  const fetched = await fetchedSoFar(files);
  expect(
    fetched.filter((url) => url.endsWith('.js')),
    'the library',
  ).toHaveLength(1);
  expect(
    fetched.filter((url) => url.endsWith('.css')),
    'its stylesheet',
  ).toHaveLength(1);

  // The photo as AVIF, no wider than the screen needs (csusa-1 is a portrait: 480 px fill the window's height).
  const image = viewer.locator('.yarl__slide_current img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    needed: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(chosen.src).toMatch(/\.avif$/);
  const width = Number(/-(\d+)\.[0-9a-f]+\.avif$/.exec(chosen.src)?.[1]);
  expect(width).toBeLessThanOrEqual(Math.max(480, chosen.needed));

  // Tab moves through the viewer's buttons and never reaches the page behind it (past the last button the focus
  // leaves the document for the browser's own controls, as from any modal dialog).
  const focusIn: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    focusIn.push(
      await viewer.evaluate((dialog) => {
        const active = document.activeElement;
        if (dialog.contains(active)) return 'viewer';
        return active === null || active === document.body ? 'none' : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(focusIn.filter((where) => where.startsWith('page'))).toEqual([]);
  expect(focusIn.slice(0, 3)).toEqual(['viewer', 'viewer', 'viewer']);
  // Round again: from the browser's controls, Tab comes back into the viewer.
  expect(focusIn.at(-1)).toBe('viewer');

  await page.keyboard.press('ArrowRight');
  await expectShown(viewer, alts[1] ?? '', '2 of 6');

  // A swipe (here a drag) to the left moves on too.
  const box = await viewer.boundingBox();
  if (!box) throw new Error('The viewer has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expectShown(viewer, alts[2] ?? '', '3 of 6');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();

  // Under reduced motion the viewer neither fades nor slides.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await thumbnail(page, 3).click();
  await expect(viewer).toBeVisible();
  await expectShown(viewer, alts[3] ?? '', '4 of 6');
  await page.keyboard.press('ArrowRight');
  await expectShown(viewer, alts[4] ?? '', '5 of 6');
  const motion = await page.evaluate(() => ({
    fade: getComputedStyle(document.querySelector('.yarl__portal') ?? document.body).transitionDuration,
    running: document.getAnimations().filter((animation) => animation.playState === 'running').length,
  }));
  // No running animation, and a fade of no length (the site's own stylesheet makes it 0.01 ms, the library's 0).
  expect(motion.running).toBe(0);
  expect(Number.parseFloat(motion.fade)).toBeLessThan(0.001);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbnail(page, 3)).toBeFocused();
  expect(await fetchedSoFar(files), 'the viewer is fetched once').toEqual(fetched);
});

test.describe('when the viewer cannot load', () => {
  // The photo's own page is Chromium's image document, which styles itself inline: the remote's files are served with
  // `default-src 'none'`, so Chromium reports its own styles as blocked there. This test checks the page's console
  // itself, up to that navigation.
  test.use({ expectCleanConsole: false });

  test('a thumbnail shows the photo on its own, as its link does without JavaScript', async ({ page, problems }) => {
    await page.route(`${remoteOrigin('portfolio')}/**/photo-lightbox.*.js`, (route) => route.abort());
    await page.goto('/csusa');
    const first = thumbnails(page).first();
    const href = await first.getAttribute('href');
    if (!href) throw new Error('The thumbnail links nowhere');
    // What the page itself logged, up to the photo's own page (Chromium's image document, see above).
    let onThePage: { consoleErrors: string[]; cspViolations: string[] } | undefined;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url() === href) {
        onThePage = { consoleErrors: [...problems.consoleErrors], cspViolations: [...problems.cspViolations] };
      }
    });
    await first.click();
    await page.waitForURL(href);
    expect(await page.evaluate(() => document.contentType)).toBe('image/jpeg');
    expect(await page.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBeGreaterThan(0);
    // The one error: the refused chunk, as Chromium logs it.
    expect(onThePage?.consoleErrors.filter((text) => !/ERR_FAILED .*photo-lightbox\./.test(text))).toEqual([]);
    expect(onThePage?.cspViolations).toEqual([]);
  });
});

test.describe('axe', () => {
  // axe injects its script, which the site's CSP refuses: lifted for this scan only (as in accessibility.spec.ts).
  test.use({ bypassCSP: true });

  test('finds no violations in the open viewer, on a grid', async ({ page }) => {
    await page.goto('/dance-portraits');
    await page
      .getByRole('button', { name: /^Open photo: / })
      .nth(2)
      .click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.locator('.yarl__slide_current')).toHaveAccessibleName('3 of 6');
    const results = await new AxeBuilder({ page })
      .include('.yarl__portal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze();
    const violations = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
    expect(violations).toEqual([]);
  });
});
