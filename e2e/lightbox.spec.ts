import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import csusa from '../remotes/portfolio/src/content/case-studies/csusa';
import { expect, remoteOrigin, test } from './fixtures';

// The case studies' photo viewer (PhotoSwipe in chunks of its own), on /csusa's masonry gallery.

/** The gallery's alt texts in its order (the masonry lays them out by column, so the page's order differs). */
const alts = csusa.sections.flatMap((section) =>
  section.kind === 'masonry' ? section.photos.map((id) => csusa.photos[id]?.alt ?? id) : [],
);

interface ViewerFile {
  readonly url: string;
  readonly body: string;
}

/** A file of the portfolio's whose body could not be read: whether it is the viewer's is unknown. */
interface Unreadable {
  readonly url: string;
  readonly unreadable: string;
}

/**
 * The viewer's files as they arrive: its own chunk's script and stylesheet ("photo-lightbox"), and every script of
 * the portfolio that holds the library (its class prefix, "pswp__": webpack puts the library in a chunk of its own).
 */
function viewerFiles(page: Page): Promise<ViewerFile | Unreadable | null>[] {
  const files: Promise<ViewerFile | Unreadable | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(remoteOrigin('portfolio'))) return;
    const ours = /\/photo-lightbox\.[0-9a-f]+\.(js|css)$/.test(url);
    if (!ours && response.request().resourceType() !== 'script') return;
    files.push(
      response.text().then(
        (body) => (ours || body.includes('pswp__') ? { url, body } : null),
        (error: unknown) => ({ url, unreadable: String(error) }),
      ),
    );
  });
  return files;
}

/** The viewer's files fetched so far; one whose body could not be read fails the test, naming it, not left out. */
async function fetchedSoFar(files: Promise<ViewerFile | Unreadable | null>[]): Promise<ViewerFile[]> {
  const fetched = (await Promise.all(files)).filter((file) => file !== null);
  const unreadable = fetched.flatMap((file) => ('unreadable' in file ? [`${file.url}: ${file.unreadable}`] : []));
  expect(unreadable, 'scripts whose body could not be read, so could be the viewer').toEqual([]);
  return fetched.filter((file): file is ViewerFile => 'body' in file);
}

const thumbnails = (page: Page) => page.getByRole('button', { name: /^Open photo: / });

/** The thumbnail of the gallery's photo `index`, named "Open photo: <alt text>". */
const thumbnail = (page: Page, index: number) =>
  page.getByRole('button', { name: `Open photo: ${alts[index] ?? ''}`, exact: true });

/**
 * The slide in view, a group named "<n> of <count>" (its neighbours are hidden from assistive tech), showing the photo;
 * its alt text is the caption, shown under the photo, not over it, and the viewer's description.
 */
async function expectShown(viewer: Locator, alt: string, position: string): Promise<Locator> {
  const slide = viewer.getByRole('group', { name: position, exact: true });
  const photo = slide.getByRole('img', { name: alt, exact: true });
  const caption = viewer.getByText(alt, { exact: true });
  await expect(photo).toBeVisible();
  await expect(caption).toBeVisible();
  await expect(viewer).toHaveAccessibleDescription(alt);
  const [photoBox, captionBox] = await Promise.all([photo.boundingBox(), caption.boundingBox()]);
  expect(
    (photoBox?.y ?? Infinity) + (photoBox?.height ?? 0),
    `${position}: the photo ends above its caption`,
  ).toBeLessThanOrEqual((captionBox?.y ?? 0) + 1);
  return slide;
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
  const slide = await expectShown(viewer, alts[0] ?? '', '1 of 6');
  // The page behind is inert while the viewer is open (out of reach of a pointer and of assistive tech), from the frame
  // after it shows, and only then.
  const live = () =>
    page.evaluate(() =>
      [...document.body.children]
        .filter((element) => !(element as HTMLElement).inert)
        .map((element) => element.className),
    );
  await expect.poll(live).toEqual([expect.stringMatching(/\bpswp\b/)]);
  const fetched = await fetchedSoFar(files);
  const urls = fetched.map((file) => file.url);
  expect(
    urls.filter((url) => /\/photo-lightbox\.[0-9a-f]+\.js$/.test(url)),
    'the viewer',
  ).toHaveLength(1);
  expect(
    urls.filter((url) => url.endsWith('.css')),
    'its stylesheet',
  ).toHaveLength(1);
  expect(
    urls.filter((url) => !/\/photo-lightbox\./.test(url)),
    'the library',
  ).toHaveLength(1);
  // Its scripts ask Chromium to compile them as they arrive (tooling/webpack/plugins.ts eagerCompile), not in the click.
  for (const script of fetched.filter((file) => file.url.endsWith('.js'))) {
    expect(script.body.startsWith('//# allFunctionsCalledOnLoad\n'), script.url).toBe(true);
  }

  // The photo as AVIF, no wider than the screen needs (csusa-1 is a portrait: 480 px fill the window's height).
  const image = slide.getByRole('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    needed: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(chosen.src).toMatch(/\.avif$/);
  const width = Number(/-(\d+)\.[0-9a-f]+\.avif$/.exec(chosen.src)?.[1]);
  expect(width).toBeLessThanOrEqual(Math.max(480, chosen.needed));

  // Tab moves through the viewer's buttons, each with a visible focus ring, and never reaches the page behind it
  // (past the last button the focus leaves the document for the browser's own controls, as from any modal dialog).
  const focusIn: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    focusIn.push(
      await viewer.evaluate((dialog) => {
        const active = document.activeElement;
        if (active instanceof HTMLButtonElement && dialog.contains(active)) {
          const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(active);
          const ring = outlineStyle !== 'none' && Number.parseFloat(outlineWidth) >= 2;
          return ring ? `button, ring ${outlineColor}` : `button, no ring`;
        }
        if (dialog.contains(active)) return 'viewer';
        return active === null || active === document.body ? 'none' : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(focusIn.filter((where) => where.startsWith('page'))).toEqual([]);
  expect(focusIn.slice(0, 3)).toEqual(Array<string>(3).fill('button, ring rgb(255, 255, 255)'));
  // Round again: from the browser's controls, Tab comes back into the viewer.
  expect(focusIn.at(-1)).toMatch(/^(button|viewer)/);

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
  expect(await live()).not.toContainEqual(expect.stringMatching(/\bpswp\b/));
  expect(await page.evaluate(() => [...document.body.children].some((element) => (element as HTMLElement).inert))).toBe(
    false,
  );

  // A click opens it too; under reduced motion nothing in it moves by itself: the photo is whole in the first frame
  // that shows the viewer, and a zoom (the Z key) jumps to its new size instead of growing to it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Each frame's opacity of the viewer and transform of the photo in view, until told to stop.
  await page.evaluate(() => {
    const record = { frames: [] as string[], stop: false };
    const frame = () => {
      const root = document.querySelector<HTMLElement>('.pswp');
      const wrap = root?.querySelector<HTMLElement>('.pswp__item[aria-hidden="false"] .pswp__zoom-wrap');
      if (root && wrap) record.frames.push(`${getComputedStyle(root).opacity} ${getComputedStyle(wrap).transform}`);
      if (!record.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    Object.assign(window, { mvRecord: record });
  });
  const fourth = thumbnail(page, 3);
  await fourth.click();
  await expect(viewer).toBeVisible();
  // Opened by a pointer, it takes the focus once it has painted (not in the click: the library's own opener waits too).
  await expect(viewer).toBeFocused();
  await expectShown(viewer, alts[3] ?? '', '4 of 6');
  await page.keyboard.press('z');
  // Half a second of frames after the zoom (its animation, where there is one, takes a third of a second).
  const frames = await page.evaluate(async () => {
    const record = (window as unknown as { mvRecord: { frames: string[]; stop: boolean } }).mvRecord;
    await new Promise((resolve) => setTimeout(resolve, 500));
    record.stop = true;
    return record.frames;
  });
  // Every frame at full opacity; the photo as opened, then zoomed, and nothing in between.
  expect(frames.filter((frame) => !frame.startsWith('1 '))).toEqual([]);
  const states = frames.filter((frame, index) => index === 0 || frame !== frames[index - 1]);
  expect(states).toHaveLength(2);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(fourth).toBeFocused();
  expect(
    (await fetchedSoFar(files)).map((file) => file.url),
    'the viewer is fetched once',
  ).toEqual(urls);
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
    await expect(viewer.getByRole('group', { name: '3 of 6', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('.pswp')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze();
    const violations = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
    expect(violations).toEqual([]);
  });
});
