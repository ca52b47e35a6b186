import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';
import type { CaseStudy } from '../remotes/portfolio/src/content/case-study';
import { expect, expectNoFullReload, markDocument, pageByPage, test } from './fixtures';
import { HTMLCS_CONSOLE_ERRORS, htmlcsErrors } from './htmlcs';
import { routes } from './routes';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

const caseStudies = readCaseStudies();

const kindsOf = (studies: readonly CaseStudy[]): Set<string> =>
  new Set(studies.flatMap((study) => study.sections.map((section) => section.kind)));

/**
 * The case studies that, between them, have every kind of section the template draws, chosen greedily (most new
 * kinds first). The template lays out a kind of section the same way on every study; what differs from one study to
 * the next is its content (texts, alt texts, colours), which does not depend on the width. Every kind is covered by
 * construction: the loop ends only once none is missing.
 */
function studiesWithEveryKindOfSection(): Set<string> {
  const missing = kindsOf(caseStudies);
  const chosen = new Set<string>();
  const gain = (study: CaseStudy) => [...kindsOf([study])].filter((kind) => missing.has(kind)).length;
  while (missing.size > 0) {
    const best = caseStudies.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.add(best.slug);
    for (const kind of kindsOf([best])) missing.delete(kind);
  }
  return chosen;
}
const layoutSamples = studiesWithEveryKindOfSection();

/**
 * Every route of the site (e2e/routes.ts) and a path that does not exist. Every page is scanned at both widths, but a case study only
 * where it is one of the samples of the template's layout: the others are scanned at the phone's width, where their
 * content is the same.
 */
const scans = routes.map((route) => ({
  ...route,
  desktop: !caseStudies.some((study) => `/${study.slug}` === route.path) || layoutSamples.has(route.path.slice(1)),
}));

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The widths a route of `scans` is scanned at. */
const widthsOf = (route: (typeof scans)[number]) => (route.desktop ? viewports : viewports.slice(0, 1));

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

function h1(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Waits for the page's h1, then for every image (lazy ones too) to load and decode, so contrast is judged on them. */
async function settle(page: Page, heading: string): Promise<void> {
  await expect(h1(page, heading)).toBeAttached();
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Every image of the page's main content has alt text and dimensions (its place is kept before it loads), and has
 * loaded. (Run after `settle`, which has made the lazy ones load too.)
 */
async function expectImagesShown(page: Page): Promise<void> {
  // A new width may pick another size of a photo (srcset), which starts to load only now: once the browser has had
  // two frames to pick it (it does so in a frame's rendering steps), an image still loading is no longer `complete`.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect
    .poll(() =>
      page.locator('main img').evaluateAll((nodes) => (nodes as HTMLImageElement[]).every((img) => img.complete)),
    )
    .toBe(true);
  const images = await page.locator('main img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  for (const image of images) {
    expect.soft(image.alt, image.src).toBeTruthy();
    expect.soft(Number(image.width), image.src).toBeGreaterThan(0);
    expect.soft(Number(image.height), image.src).toBeGreaterThan(0);
    expect.soft(image.loaded, image.src).toBe(true);
  }
}

/**
 * axe's violations, one line per element, so a failure says what to fix. No rule is disabled. Legacy mode runs axe in
 * the page and its same-origin frames without opening a blank page to gather the results, which cost about a second
 * per scan here; what it leaves out, cross-origin frames, are the providers' (refused in tests, and not ours to fix).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** The focus indicator the focused element shows: a visible outline, or a box-shadow ring. */
async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean; style: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { element: 'body', visible: false, style: 'nothing focused' };
    }
    const style = getComputedStyle(element);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && !transparent(style.boxShadow);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${element.tagName.toLowerCase()} "${name}"`,
      visible: outline || shadow,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
}

async function expectVisibleFocus(page: Page, what: Locator): Promise<void> {
  await expect(what).toBeFocused();
  const indicator = await focusIndicator(page);
  expect(indicator.visible, `${indicator.element} shows no focus ring (${indicator.style})`).toBe(true);
}

/** Presses Tab until `target` has focus (at most `limit` times): it must be reachable by keyboard. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
}

pageByPage.describe('axe finds no violations', () => {
  // axe works by injecting its script, and <style> elements copied from the remotes' stylesheets, into the page,
  // which the site's CSP rightly refuses; it is lifted for these scans only. The CSP itself is tested on every
  // route by the other specs (the fixture fails on any violation).
  pageByPage.use({ pageOptions: { bypassCSP: true }, expectedConsoleErrors: HTMLCS_CONSOLE_ERRORS });

  // One load per route, scanned at each of its widths in turn: the layout follows the width (CSS media queries), the
  // load does not need repeating. HTML_CodeSniffer (pa11y's htmlcs runner, WCAG 2 AA) checks the same page at each
  // width too: a second engine, which finds what axe's rules do not look for. The same load shows that every image of
  // the page has alt text and dimensions and loads, at each width (each picks its own size of every photo).
  for (const route of scans) {
    const widths = widthsOf(route);
    pageByPage(
      `${route.path} at ${widths.map(({ name }) => name).join(' and ')} width${widths.length > 1 ? 's' : ''}`,
      async ({ page }) => {
        pageByPage.setTimeout(60_000); // two scans, each of several seconds on two busy cores
        for (const [index, viewport] of widths.entries()) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          if (index === 0) await page.goto(route.path);
          await settle(page, route.heading);
          await expectImagesShown(page);
          expect.soft(await axeViolations(page), `axe at ${viewport.name} width`).toEqual([]);
          expect.soft(await htmlcsErrors(page), `HTML_CodeSniffer at ${viewport.name} width`).toEqual([]);
        }
      },
    );
  }

  pageByPage('with the phone menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/work');
    await settle(page, 'Work');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // The tracker's panel sits over a colour the visitor picks: its own background keeps its text readable on any. One
  // load, each colour picked in turn, as a visitor would.
  pageByPage('on the screen tracker over white, yellow, black and blue, menu open and hidden', async ({ page }) => {
    await page.goto('/screen-tracker');
    await settle(page, 'Screen Tracker');
    for (const backdrop of ['#ffffff', '#ffff00', '#000000', '#0000ff']) {
      await page.getByLabel('Background color').fill(backdrop);
      await expect(page.getByText(backdrop, { exact: true })).toBeVisible();
      expect.soft(await axeViolations(page), `over ${backdrop}, menu open`).toEqual([]);
      await page.getByRole('button', { name: 'Hide Menu' }).click();
      await expect(page.getByRole('button', { name: 'Show menu' })).toBeFocused();
      expect.soft(await axeViolations(page), `over ${backdrop}, menu hidden`).toEqual([]);
      await page.getByRole('button', { name: 'Show menu' }).click();
      await expect(page.getByRole('button', { name: 'Hide Menu' })).toBeVisible();
    }
  });

  pageByPage('after a client-side navigation (live region filled, heading focused)', async ({ page }) => {
    await page.goto('/');
    await settle(page, 'Mediavelocity');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(h1(page, 'About')).toBeFocused();
    await settle(page, 'About');
    expect(await axeViolations(page)).toEqual([]);
  });
});

pageByPage.describe('skip link', () => {
  for (const route of [
    { path: '/', heading: 'Mediavelocity' },
    { path: '/calculator', heading: 'Loan Calculator' },
    { path: '/screen-tracker', heading: 'Screen Tracker' },
  ]) {
    pageByPage(
      `is the first Tab stop on ${route.path}, shows when focused and moves focus into main`,
      async ({ page }) => {
        await page.goto(route.path);
        await expect(h1(page, route.heading)).toBeAttached();
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).not.toBeInViewport(); // hidden until focused

        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        const box = await skip.boundingBox();
        expect(box?.width).toBeGreaterThan(100);
        expect(box?.height).toBeGreaterThan(20);
        await expectVisibleFocus(page, skip);

        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
        expect(page.url()).not.toContain('#'); // focus moved, no navigation to a fragment
        // The next Tab goes into the page itself, past the nav.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
      },
    );
  }
});

pageByPage.describe('after a client-side navigation', () => {
  pageByPage("focus moves to the new page's h1 and the live region announces its title", async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Mediavelocity')).toBeVisible();
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('role', 'status');
    await expect(announcer).toBeEmpty(); // nothing on the first load
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Work' }).click();
    await expect(h1(page, 'Work')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Work');

    await nav.getByRole('link', { name: 'Contact' }).click(); // another remote, loaded on demand
    await expect(h1(page, 'Contact Us')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Contact');

    // By keyboard as well: the footer's Pay Invoice, reached with Tab and followed with Enter.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Pay Invoice' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Payment Page')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Payment');
    // The new page is shown from its top, where focus now is.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(h1(page, 'Contact Us')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Contact');
    await expectNoFullReload(page);
  });

  pageByPage('focus lands on the screen tracker, which hides the nav, and back on leaving it', async ({ page }) => {
    await page.goto('/tools');
    await expect(h1(page, 'Tools')).toBeVisible();
    const announcer = page.getByTestId('route-announcer');

    await page.getByRole('link', { name: 'Try it for free' }).click();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Its h1 is visually hidden: screen readers start from it; the next Tab goes straight into the panel.
    await expect(h1(page, 'Screen Tracker')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Screen Tracker');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Background color')).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(h1(page, 'Tools')).toBeFocused();
    await expect(announcer).toHaveText('Mediavelocity Tools');
  });
});

pageByPage.describe('keyboard', () => {
  pageByPage('the first 15 Tab stops of the home page all show a focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page, 'Mediavelocity')).toBeVisible();
    const seen: string[] = [];
    for (let stop = 0; stop < 15; stop += 1) {
      await page.keyboard.press('Tab');
      const indicator = await focusIndicator(page);
      expect(indicator.visible, `stop ${stop + 1}, ${indicator.element}: no focus ring (${indicator.style})`).toBe(
        true,
      );
      seen.push(indicator.element);
    }
    // On the home page's white: the indigo ring (7.7:1 against white).
    await tabTo(page, page.getByRole('link', { name: 'See our work' }));
    await expect(page.getByRole('link', { name: 'See our work' })).toHaveCSS('outline-color', 'rgb(61, 46, 230)');
    expect(new Set(seen).size).toBe(15); // 15 different stops: Tab really moved on each time
  });

  pageByPage('the phone menu opens, is walked and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(h1(page, 'Mediavelocity')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await tabTo(page, toggle);
    await expectVisibleFocus(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const work = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, work);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Work')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  pageByPage('the footer links and buttons take a visible focus on the dark footer', async ({ page }) => {
    await page.goto('/about');
    await expect(h1(page, 'About')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const name of [/^Email /, /^Call /, /LinkedIn/, /Facebook/, /^Pay Invoice$/, /^CLIENT LOGIN$/]) {
      const link = footer.getByRole('link', { name });
      await tabTo(page, link, 80);
      await expectVisibleFocus(page, link);
      // Yellow on the dark footer, where the blue ring of light surfaces would not show.
      await expect(link).toHaveCSS('outline-color', 'rgb(255, 193, 7)');
    }
  });

  pageByPage('the calculator is filled in by keyboard', async ({ page }) => {
    await page.goto('/calculator');
    await expect(h1(page, 'Loan Calculator')).toBeVisible();
    for (const label of ['Loan Amount', 'Interest Rate (%)', 'Loan Term (Years)']) {
      const field = page.getByLabel(label);
      await tabTo(page, field);
      await expectVisibleFocus(page, field);
    }
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await expect(page.getByLabel('Loan Term (Years)')).toHaveValue('30');
  });

  pageByPage("the screen tracker's controls work by keyboard", async ({ page }) => {
    await page.goto('/screen-tracker');
    await expect(h1(page, 'Screen Tracker')).toBeAttached();
    const color = page.getByLabel('Background color');
    await tabTo(page, color);
    await expectVisibleFocus(page, color);

    const corners = page.getByRole('button', { name: /Corner Pin Toggle/ });
    await tabTo(page, corners);
    await expectVisibleFocus(page, corners);
    await page.keyboard.press('Enter');
    await expect(corners).toHaveText('Corner Pin Toggle: ON');
    await expect(page.getByTestId('corner-marker')).toHaveCount(0);

    const fullScreen = page.getByRole('button', { name: 'Go Full Screen' });
    await tabTo(page, fullScreen);
    await expectVisibleFocus(page, fullScreen);

    const hide = page.getByRole('button', { name: 'Hide Menu' });
    await tabTo(page, hide);
    await expectVisibleFocus(page, hide);
    await page.keyboard.press('Enter');
    const show = page.getByRole('button', { name: 'Show menu' });
    await expectVisibleFocus(page, show);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, hide);
  });

  pageByPage('gallery tiles are reached and followed by keyboard', async ({ page }) => {
    await page.goto('/gallery');
    await expect(h1(page, 'Gallery')).toBeVisible();
    const tile = page.getByRole('main').getByRole('link', { name: 'Conklin Guitars' });
    await tabTo(page, tile);
    await expectVisibleFocus(page, tile);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Conklin Guitars')).toBeFocused();
  });

  pageByPage("a case study's video poster shows focus and plays from the keyboard", async ({ page }) => {
    await page.goto('/beverage-professor');
    await expect(h1(page, 'Beverage Professor')).toBeVisible();
    const play = page.getByRole('button', { name: /^Play: / });
    await tabTo(page, play);
    await expectVisibleFocus(page, play);
    await page.keyboard.press('Enter');
    // The player (its host is refused in tests) replaces the poster and takes focus.
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeFocused();
  });

  pageByPage('the colour tiles of a case study take focus and recolour the logo', async ({ page }) => {
    await page.goto('/compact');
    await expect(h1(page, 'COMPACT Family Services')).toBeVisible();
    const tile = page.getByRole('button', { name: /Hillcrest/ });
    await tabTo(page, tile, 60);
    await expectVisibleFocus(page, tile);
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('reduced motion', () => {
  test('the home logo shows at once, without its intro, when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(h1(page, 'Mediavelocity')).toBeVisible();
    const logo = await page.evaluate(() =>
      ['.mv-logo__mark', '.mv-logo__word'].map((selector) => {
        const part = document.querySelector(selector);
        if (!part) return { selector, animations: -1, animationName: '', opacity: '' };
        const style = getComputedStyle(part);
        return {
          selector,
          animations: part.getAnimations().length,
          animationName: style.animationName,
          opacity: style.opacity,
        };
      }),
    );
    expect(logo).toEqual([
      { selector: '.mv-logo__mark', animations: 0, animationName: 'none', opacity: '1' },
      { selector: '.mv-logo__word', animations: 0, animationName: 'none', opacity: '1' },
    ]);
    // Nothing else on the page moves either; the route progress bar (shown only while a page loads) stays still.
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    expect(
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.className = 'mv-route-progress';
        document.body.append(bar);
        const names = [getComputedStyle(bar).animationName, getComputedStyle(bar, '::before').animationName];
        bar.remove();
        return names;
      }),
    ).toEqual(['none', 'none']);
  });

  test('without that preference the logo plays its intro', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(h1(page, 'Mediavelocity')).toBeVisible();
    const mark = page.locator('.mv-logo__mark');
    expect(await mark.evaluate((element) => getComputedStyle(element).animationName)).toBe('mv-logo-mark');
    // The route progress bar's segment sweeps, by `transform` only (the compositor's, no repaint of the page).
    const sweep = await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.className = 'mv-route-progress';
      document.body.append(bar);
      const [animation] = bar.getAnimations({ subtree: true });
      const effect = animation?.effect;
      const keyframes = effect instanceof KeyframeEffect ? effect.getKeyframes() : [];
      bar.remove();
      return {
        name: animation instanceof CSSAnimation ? animation.animationName : null,
        properties: [...new Set(keyframes.flatMap((frame) => Object.keys(frame)))].filter(
          (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
        ),
      };
    });
    expect(sweep).toEqual({ name: 'mv-route-progress', properties: ['transform'] });
  });
});
