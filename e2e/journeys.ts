import { expect } from '@playwright/test';
import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';
import { demoClient } from '../tooling/auth-emulator';
import type { Driver } from './engines/driver';
import { routes } from './routes';

/**
 * A visitor's journeys through the site, written once against the engine-neutral {@link Driver} and run by each
 * engine: Chromium, Firefox and WebKit (e2e/journeys.spec.ts). They check what a visitor sees and does; what only one
 * engine's tools can show (requests, layout shifts, accessibility scans) stays in the Chromium specs.
 */
export interface Journey {
  readonly name: string;
  readonly run: (driver: Driver) => Promise<void>;
}

/** The widths no page may scroll sideways at: a small phone, a common phone, a tablet, a laptop. */
export const WIDTHS = [320, 390, 768, 1280] as const;
const HEIGHT = 800;

/** How long a journey waits for what a click or a load brings. */
const timeout = 10_000;

/** Polls `fn(arg)` in the page until its result passes the matcher that follows, for `timeout`. */
const poll = <Result>(driver: Driver, message: string, fn: () => Result) =>
  expect.poll(() => driver.evaluate(fn), { message, timeout });

/** The page's h1 headings by their accessible text (what is `aria-hidden`, such as the drawn wordmark, left out). */
function headings(): string[] {
  return [...document.querySelectorAll('h1')].map((heading) => {
    const copy = heading.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** What a first load shows: the page's title and headings, whether the app took it over, any error panel. */
function pageState() {
  return {
    title: document.title,
    headings: [...document.querySelectorAll('h1')].length,
    ready: document.documentElement.hasAttribute('data-mv-ready'),
    unavailable: document.querySelector('[data-unavailable-remotes]') !== null,
  };
}

/** The elements that reach past the viewport's right edge (none when the page cannot scroll sideways). */
function sideways(): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
    .concat(`scrollWidth ${root.scrollWidth} > ${root.clientWidth}`);
}

/** The drawn wordmark's extent against its own box and the viewport (in CSS pixels). */
function wordmark() {
  const art = document.querySelector('.mv-logo__art');
  const word = document.querySelector('.mv-logo__word');
  if (!art || !word) return null;
  const box = art.getBoundingClientRect();
  const drawn = word.getBoundingClientRect();
  const spill = Math.max(0, drawn.right - box.right, box.left - drawn.left);
  return { spill: Math.round(spill), insideViewport: drawn.right <= document.documentElement.clientWidth };
}

/** Marks the document; `reloaded` then tells a client-side navigation from a page load. */
const markDocument = (driver: Driver) =>
  driver.evaluate(() => {
    (window as { __mvJourney?: boolean }).__mvJourney = true;
  });
const reloaded = (driver: Driver) => driver.evaluate(() => (window as { __mvJourney?: boolean }).__mvJourney !== true);

/** Whether the site's nav bar shows (the tracker hides it). */
const navShown = () => [...document.querySelectorAll('header')].some((header) => header.checkVisibility());

const mainNav = 'nav[aria-label="Main"] a';

/** Loads `path` at a laptop's size. */
async function open(driver: Driver, path: string): Promise<void> {
  await driver.setViewport(1280, HEIGHT);
  await driver.goto(path);
}

/** From /tools to the tracker by its link, a client-side navigation (the document marked, see `reloaded`). */
async function toTheTracker(driver: Driver): Promise<void> {
  await open(driver, '/tools');
  await markDocument(driver);
  await driver.click({ css: 'a', name: 'Try it for free' });
  await poll(driver, 'the tracker (tools)', headings).toEqual(['Screen Tracker']);
}

function projectNames(discipline: string): string[] {
  return readCaseStudies()
    .filter(({ tile }) => tile.pages.includes('work') && tile.categories.includes(discipline as never))
    .map((study) => study.project);
}

const signInMessages = [
  'You have entered wrong password. Please try again.',
  // With the identity service's email privacy on, a wrong password and an unknown email read alike.
  'The email or password you entered is incorrect. Please try again.',
];

const routeJourneys: Journey[] = routes.map((route) => ({
  name: `${route.path}: its title and heading, taken over by the app, no error, no sideways scrolling`,
  run: async (driver) => {
    await open(driver, route.path);
    expect(await driver.evaluate(pageState)).toEqual({
      title: route.title,
      headings: 1,
      ready: true,
      unavailable: false,
    });
    expect(await driver.evaluate(headings)).toEqual([route.heading]);
    for (const width of [...WIDTHS].reverse()) {
      await driver.setViewport(width, HEIGHT);
      expect(await driver.evaluate(sideways), `sideways scrolling at ${width} px`).toEqual([]);
    }
  },
}));

export const journeys: readonly Journey[] = [
  ...routeJourneys,
  {
    name: 'the home page: the wordmark fits its box and the screen at every width',
    run: async (driver) => {
      await open(driver, '/');
      for (const width of [...WIDTHS].reverse()) {
        await driver.setViewport(width, HEIGHT);
        expect(await driver.evaluate(wordmark), `the wordmark at ${width} px`).toEqual({
          spill: 0,
          insideViewport: true,
        });
      }
    },
  },
  {
    name: 'the nav: client-side through the three remotes, the current page underlined',
    run: async (driver) => {
      await toTheTracker(driver);
      await driver.evaluate(() => history.back());
      await poll(driver, 'back to /tools', headings).toEqual(['Tools']);
      await driver.click({ css: mainNav, name: 'Work' });
      await poll(driver, '/work (portfolio)', headings).toEqual(['Work']);
      const underline = () => {
        const link = document.querySelector('nav[aria-label="Main"] a[aria-current="page"]');
        if (!link) return null;
        const style = getComputedStyle(link);
        return {
          line: style.textDecorationLine,
          transparent: style.textDecorationColor === 'rgba(0, 0, 0, 0)' || style.textDecorationColor === 'transparent',
          thickness: style.textDecorationThickness,
        };
      };
      await poll(driver, 'the current page underlined', underline).toEqual({
        line: 'underline',
        transparent: false,
        thickness: '2px',
      });
      await driver.click({ css: mainNav, name: 'Contact' });
      await poll(driver, '/contact (account)', headings).toEqual(['Contact Us']);
      await driver.evaluate(() => history.go(-2));
      await poll(driver, 'back to /tools (tools)', headings).toEqual(['Tools']);
      expect(await reloaded(driver), 'a page load happened').toBe(false);
    },
  },
  {
    name: '/work: the discipline filter narrows the tiles client-side',
    run: async (driver) => {
      await open(driver, '/work');
      await markDocument(driver);
      await driver.click({ css: 'nav[aria-label="Filter projects by discipline"] a', name: 'Video' });
      const video = projectNames('video');
      const shown = () => ({
        search: location.search,
        status: [...document.querySelectorAll('[role="status"]')]
          .map((status) => status.textContent?.trim())
          .find((text) => text?.startsWith('Showing')),
        tiles: [...document.querySelectorAll('main .mv-tile__name')].map((name) => name.textContent?.trim()),
      });
      await poll(driver, 'the video projects', shown).toEqual({
        search: '?discipline=video',
        status: `Showing ${video.length} video projects`,
        tiles: video,
      });
      expect(await reloaded(driver), 'a page load happened').toBe(false);
    },
  },
  {
    name: '/calculator: typed figures give the monthly payment',
    run: async (driver) => {
      await open(driver, '/calculator');
      const main = () => document.querySelector('main')?.textContent ?? '';
      const amountValue = () =>
        (
          [...document.querySelectorAll('label')].find((label) => label.textContent === 'Loan Amount')?.control as
            HTMLInputElement | null | undefined
        )?.value;
      await poll(driver, 'the default payment', main).toContain('790.79');
      await driver.type({ css: 'input', name: 'Loan Amount' }, '2a50000');
      await driver.press('Tab');
      await poll(driver, 'the payment for $250,000', main).toContain('1,976.98');
      expect(await driver.evaluate(amountValue)).toBe('$250,000');
      await driver.type({ css: 'input', name: 'Interest Rate (%)' }, '0');
      await poll(driver, 'the payment at 0 %', main).toContain('1,388.89');
      await driver.type({ css: 'input', name: 'Loan Term (Years)' }, '');
      await poll(driver, 'no term', main).toContain('0.00');
      expect(await driver.evaluate(main)).not.toMatch(/NaN|Infinity/);
    },
  },
  {
    name: '/screen-tracker: no nav, the colour, the corner pins, the menu, full screen where the browser has it',
    run: async (driver) => {
      await toTheTracker(driver);
      await poll(driver, 'the nav hidden', navShown).toBe(false);
      const backdrop = () => {
        const element = document.querySelector<HTMLElement>('[data-testid="tracker-backdrop"]');
        return {
          colour: element ? getComputedStyle(element).backgroundColor : null,
          fillsTheScreen: (element?.getBoundingClientRect().height ?? 0) >= innerHeight - 1,
          markers: document.querySelectorAll('[data-testid="corner-marker"]').length,
        };
      };
      expect(await driver.evaluate(backdrop)).toEqual({
        colour: 'rgb(0, 177, 64)',
        fillsTheScreen: true,
        markers: 4,
      });
      // A colour input opens the platform's picker, which no driver reaches: its value is set as the picker sets it.
      await driver.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[type="color"]');
        if (!input) return;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '#ff0000');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await poll(driver, 'the backdrop red', backdrop).toMatchObject({ colour: 'rgb(255, 0, 0)' });
      await driver.click({ css: 'button', name: 'Corner Pin Toggle: OFF' });
      await poll(driver, 'the pins hidden', backdrop).toMatchObject({ markers: 0 });
      await driver.click({ css: 'button', name: 'Corner Pin Toggle: ON' });
      await poll(driver, 'the pins back', backdrop).toMatchObject({ markers: 4 });
      await driver.click({ css: 'button', name: 'Hide Menu' });
      await driver.click({ css: 'button', name: 'Show menu' });
      await poll(driver, 'the panel back', () => document.querySelector('.mv-tracker-panel') !== null).toBe(true);
      const fullscreen = () => ({
        enabled: document.fullscreenEnabled,
        element: document.fullscreenElement != null,
        offered: [...document.querySelectorAll('button')].some((button) => button.textContent === 'Go Full Screen'),
      });
      const before = await driver.evaluate(fullscreen);
      expect(before.offered, 'full screen is offered exactly where the browser has it').toBe(before.enabled);
      if (before.enabled) {
        await driver.click({ css: 'button', name: 'Go Full Screen' });
        await poll(driver, 'in full screen', fullscreen).toMatchObject({ element: true });
        await driver.click({ css: 'button', name: 'Escape Full Screen' });
        await poll(driver, 'out of full screen', fullscreen).toMatchObject({ element: false });
      }
      await driver.evaluate(() => history.back());
      await poll(driver, 'back on /tools', headings).toEqual(['Tools']);
      await poll(driver, 'the nav back', navShown).toBe(true);
      expect(await reloaded(driver), 'a page load happened').toBe(false);
    },
  },
  {
    name: '/csusa: a photo opens in the viewer, moves by arrow, closes by Escape',
    run: async (driver) => {
      await open(driver, '/csusa');
      await driver.click({ css: '[role="button"][aria-label^="Open photo: "]' });
      const viewer = () => {
        const dialog = document.querySelector('[role="dialog"][aria-label="Photo viewer"]');
        const shown = [...(dialog?.querySelectorAll('[role="group"]') ?? [])].find(
          (group) => group.getAttribute('aria-hidden') !== 'true',
        );
        return {
          open: dialog !== null && dialog.checkVisibility(),
          slide: shown?.getAttribute('aria-label') ?? null,
          focusOnThumbnail: document.activeElement?.getAttribute('aria-label')?.startsWith('Open photo: ') ?? false,
        };
      };
      await poll(driver, 'the viewer open on the first photo', viewer).toEqual({
        open: true,
        slide: '1 of 6',
        focusOnThumbnail: false,
      });
      await driver.press('ArrowRight');
      await poll(driver, 'the second photo', viewer).toMatchObject({ slide: '2 of 6' });
      await driver.press('Escape');
      await poll(driver, 'the viewer closed, the focus back', viewer).toMatchObject({
        open: false,
        focusOnThumbnail: true,
      });
    },
  },
  {
    name: '/compact: the palette recolours the logo by click and by keyboard focus',
    run: async (driver) => {
      await open(driver, '/compact');
      const logo = () =>
        document.querySelector<HTMLElement>('[role="img"][aria-label="COMPACT Family Services logo"]')?.parentElement
          ?.style.color;
      expect(await driver.evaluate(logo)).toBe('rgb(45, 129, 196)');
      await driver.click({ css: 'li > button', name: 'Hillcrest#00B473rgb(0, 180, 115)' });
      await poll(driver, 'Hillcrest', logo).toBe('rgb(0, 180, 115)');
      // The keyboard: focus on one tile, Tab to the next.
      await driver.evaluate(() => document.querySelectorAll<HTMLElement>('li > button')[2]?.focus());
      await poll(driver, 'Foster Care', logo).toBe('rgb(242, 99, 34)');
      await driver.press('Tab');
      await poll(driver, 'CompaCare', logo).toBe('rgb(200, 0, 0)');
    },
  },
  {
    name: '/login: a wrong password is refused with a message, the right one signs in',
    run: async (driver) => {
      await open(driver, '/login');
      const email = { css: 'input', name: 'Email' };
      const password = { css: 'input', name: 'Password' };
      const alert = () => document.querySelector('[role="alert"]')?.textContent?.trim() ?? null;
      await driver.type(email, demoClient.email);
      await driver.type(password, 'not-the-password');
      await driver.click({ css: 'button', name: 'Sign In' });
      await poll(driver, 'the refusal', alert).toMatch(new RegExp(signInMessages.join('|')));
      expect(await driver.evaluate(() => location.pathname)).toBe('/login');
      await driver.type(password, demoClient.password);
      await driver.click({ css: 'button', name: 'Sign In' });
      const signedIn = () => ({
        left: location.pathname !== '/login',
        nav: document.querySelector('header')?.textContent?.includes('@') ?? false,
      });
      await poll(driver, 'signed in', signedIn).toEqual({ left: true, nav: true });
      await driver.click({ css: 'header button', name: 'Sign out' });
      await poll(driver, 'signed out', signedIn).toMatchObject({ nav: false });
    },
  },
];
