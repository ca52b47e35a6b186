/**
 * The bench's navigations (docs/performance.md): a click on a link of the site, timed in the page from the click's own
 * time stamp to the destination usable, in Chromium at Lighthouse's mobile settings, on a first visit.
 */
import type { Page } from '@playwright/test';
import { markdownTable } from 'markdown-table';
import { inChromium, medianAndWorst, ms, onFreshPage, openReady, press, type NetworkConditions } from './interactions';

export const NAV_TARGET_MS = 200;
export const NAV_RUNS = 5;
/** How long the pointer rests on the link before the click, as a visitor's does (none: a cold click). */
const REST_MS = 150;
/** A navigation not usable this long after the watch began fails, saying what was missing. */
const BOUND_MS = 20_000;

/** Lighthouse's mobile settings: its slow 4G (its Kbps are 1,024 bits a second) and its phone's screen. */
const SLOW_4G: NetworkConditions = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

export interface Navigation {
  readonly from: string;
  readonly to: string;
  /** The destination's own <h1>, as the page shows it. */
  readonly heading: string;
  /** Where the link is: the main nav (behind the phone menu's toggle), the footer, or the page itself. */
  readonly within: 'menu' | 'footer' | 'page';
  /** The link's accessible name. */
  readonly link: string;
}

/** What a visitor browses: across remotes and within one, by the nav, the footer and links in pages. */
export const navigations: readonly Navigation[] = [
  { from: '/', to: '/work', heading: 'Work', within: 'menu', link: 'Work' },
  { from: '/', to: '/about', heading: 'About', within: 'menu', link: 'About' },
  { from: '/', to: '/contact', heading: 'Contact Us', within: 'menu', link: 'Contact' },
  { from: '/work', to: '/conklin', heading: 'Conklin Guitars', within: 'page', link: 'Conklin Guitars' },
  {
    from: '/conklin',
    to: '/dance-portraits',
    heading: 'Dance Portraits',
    within: 'page',
    link: 'Next project: Dance Portraits',
  },
  { from: '/', to: '/login', heading: 'Sign In', within: 'footer', link: 'CLIENT LOGIN' },
  { from: '/', to: '/pay', heading: 'Payment Page', within: 'footer', link: 'Pay Invoice' },
  { from: '/tools', to: '/screen-tracker', heading: 'Screen Tracker', within: 'page', link: 'Try it for free' },
];

/** The shell's loading and error states (none may be on screen), by the selector that finds each. */
const shellStates = {
  'the progress bar': '.mv-route-progress',
  'the loading state': 'main > [role=status]',
  'the slow notice': '.mv-slow-notice:not(:empty)',
  'the unavailable panel': '[data-unavailable-remotes]',
};

/** What the page shows at one moment, as the watch in the page reads it. */
export interface PageState {
  readonly path: string;
  /** The text of each visible <h1>. */
  readonly headings: readonly string[];
  /** The names of the shell's loading and error states on screen. */
  readonly states: readonly string[];
  /** The style sheets in the document not applied yet. */
  readonly pendingStyles: readonly string[];
  /** The first image in <main> within the window, and whether it is decoded. */
  readonly image: { readonly url: string; readonly decoded: boolean } | null;
}

/**
 * What keeps the page from being `destination`, usable: none when it is. (Runs in the page as well: it uses nothing
 * from outside itself.)
 */
export function unusableBecause(state: PageState, destination: Pick<Navigation, 'to' | 'heading'>): string[] {
  const quoted = (texts: readonly string[]) => texts.map((text) => `"${text}"`).join(', ') || 'none';
  const { image } = state;
  return [
    ...(state.path === destination.to ? [] : [`the address is ${state.path}`]),
    ...(state.headings.includes(destination.heading)
      ? []
      : [`no visible <h1> "${destination.heading}" (visible: ${quoted(state.headings)})`]),
    ...state.states.map((name) => `${name} is shown`),
    ...state.pendingStyles.map((url) => `the style sheet ${url} is not applied`),
    ...(image === null || image.decoded ? [] : [`the first image, ${image.url}, is not decoded`]),
  ];
}

interface Watched {
  /** Null while the watch waits; set once usable, or once it gives up. Not there: a document the watch never saw. */
  mvNavigated?: { clickAt: number; usableAt: number } | { missing: string[] } | null;
}

/**
 * In the page, before the click: from the click's time stamp, the page is checked in the frame after each change (a
 * node, an attribute, an image or style sheet arriving, a scroll); once nothing keeps it from being usable, the time
 * of the task after that frame (the frame that draws it) is kept. The first image is decoded when it has arrived (one
 * that fails to is never decoded).
 */
function watchNavigation(
  unusable: typeof unusableBecause,
  { destination, states, boundMs }: { destination: Navigation; states: Record<string, string>; boundMs: number },
): void {
  const watched = window as Watched;
  watched.mvNavigated = null;
  let clickAt: number | undefined;
  let missing = ['the click never reached the page'];
  let due = false;
  let usable = false;
  const decoded = new Map<HTMLImageElement, boolean>();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const inWindow = ({ top, bottom, left, right, width, height }: DOMRect) =>
    width > 0 && height > 0 && top < innerHeight && bottom > 0 && left < innerWidth && right > 0;
  const read = (): PageState => {
    const image = [...document.querySelectorAll('main img')].find((img) => inWindow(img.getBoundingClientRect()));
    if (image instanceof HTMLImageElement && image.complete && !decoded.has(image)) {
      decoded.set(image, false);
      void image.decode().then(() => {
        decoded.set(image, true);
        soon();
      });
    }
    return {
      path: location.pathname,
      headings: [...document.querySelectorAll('h1')]
        .filter(visible)
        .map((h1) => (h1.textContent ?? '').replace(/\s+/g, ' ').trim()),
      states: Object.entries(states).flatMap(([name, selector]) => (document.querySelector(selector) ? [name] : [])),
      pendingStyles: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
        .filter((link) => !link.sheet)
        .map((link) => link.href),
      image:
        image instanceof HTMLImageElement
          ? { url: image.currentSrc || image.src, decoded: decoded.get(image) ?? false }
          : null,
    };
  };
  const check = () => {
    due = false;
    if (clickAt === undefined || usable) return;
    missing = unusable(read(), destination);
    usable = missing.length === 0;
    const from = clickAt;
    if (usable) setTimeout(() => (watched.mvNavigated = { clickAt: from, usableAt: performance.now() }));
  };
  const soon = () => {
    if (due) return;
    due = true;
    requestAnimationFrame(check);
  };
  const onClick = ({ timeStamp }: Event) => {
    clickAt = timeStamp;
    soon();
  };
  new MutationObserver(soon).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  // Captured on the document: an image's or a style sheet's load event does not reach the window.
  for (const type of ['load', 'error', 'scroll']) document.addEventListener(type, soon, true);
  addEventListener('click', onClick, { capture: true, once: true });
  setTimeout(() => (watched.mvNavigated ??= { missing }), boundMs);
}

/** Runs `action`, then waits until no request has been in flight for 500 ms: what it set off has arrived. */
async function quietAfter(page: Page, action: () => Promise<void>): Promise<void> {
  let inFlight = 0;
  let since = Date.now();
  const start = () => void (inFlight += 1);
  const end = () => void ((inFlight = Math.max(0, inFlight - 1)), (since = Date.now()));
  page.on('request', start).on('requestfinished', end).on('requestfailed', end);
  try {
    await action();
    for (const giveUp = Date.now() + BOUND_MS; inFlight > 0 || Date.now() - since < 500;) {
      if (Date.now() > giveUp) throw new Error(`the network was never quiet: ${inFlight} requests still in flight`);
      await new Promise((next) => setTimeout(next, 50));
    }
  } finally {
    page.off('request', start).off('requestfinished', end).off('requestfailed', end);
  }
}

/**
 * One run on a fresh page: the start page loaded and idle, the link in view (the menu opened, the page scrolled) and
 * what that set off arrived; then the pointer onto the link, `restMs`, the click. Its time to usable.
 */
async function navigateOnce(page: Page, baseUrl: string, cpu: number, navigation: Navigation, restMs: number) {
  await openReady(page, new URL(navigation.from, baseUrl).href, cpu, SLOW_4G);
  if (navigation.within === 'menu') await press(page.getByRole('button', { name: 'Toggle navigation' }));
  const scope = {
    menu: page.getByRole('navigation', { name: 'Main' }),
    footer: page.getByRole('contentinfo'),
    page: page.getByRole('main'),
  };
  const link = scope[navigation.within].getByRole('link', { name: navigation.link, exact: true });
  await quietAfter(page, () => link.scrollIntoViewIfNeeded());
  const watch = { destination: navigation, states: shellStates, boundMs: BOUND_MS };
  await page.evaluate(`(${watchNavigation.toString()})(${unusableBecause.toString()}, ${JSON.stringify(watch)})`);
  await press(link, restMs);
  // A page loaded afresh (no client-side navigation) has no watch: `mvNavigated` is not there at all.
  const outcome = await page.waitForFunction(
    () => (window as Watched).mvNavigated ?? ('mvNavigated' in window ? null : 'reloaded'),
    undefined,
    { polling: 250, timeout: BOUND_MS + 10_000 },
  );
  const result = await outcome.jsonValue();
  if (!result || result === 'reloaded')
    throw new Error('the page was loaded afresh: a full page load, not a client-side one');
  if ('missing' in result) throw new Error(`not usable within ${BOUND_MS / 1000} s: ${result.missing.join('; ')}`);
  return result.usableAt - result.clickAt;
}

/** Each navigation's runs, rested and cold by turns (a change in the machine's load weighs on both alike). */
export async function measureNavigations(baseUrl: string, cpu: number, runs: number) {
  return inChromium(baseUrl, async (browser) => {
    const results: { navigation: Navigation; rest: number[]; cold: number[] }[] = [];
    for (const navigation of navigations) {
      const times = { rest: [] as number[], cold: [] as number[] };
      for (let run = 1; run <= runs; run += 1) {
        for (const mode of ['rest', 'cold'] as const) {
          const what = `${navigation.from} → ${navigation.to} (${mode}), run ${run}`;
          const once = (page: Page) => navigateOnce(page, baseUrl, cpu, navigation, mode === 'rest' ? REST_MS : 0);
          times[mode].push(await onFreshPage(browser, what, PHONE, once));
        }
      }
      const each = (latencies: number[]) => latencies.map(ms).join(', ');
      console.log(`${navigation.from} → ${navigation.to}: rest ${each(times.rest)}; cold ${each(times.cold)}`);
      results.push({ navigation, ...times });
    }
    return results;
  });
}

/** The table of every navigation's runs, and the navigations whose median with the rest is over the target. */
export function navigationTable(results: readonly { navigation: Navigation; rest: number[]; cold: number[] }[]) {
  const over: string[] = [];
  const rows = results.map(({ navigation: { from, to, within, link }, rest, cold }) => {
    const [rested, cool] = [medianAndWorst(rest), medianAndWorst(cold)];
    if (rested.median > NAV_TARGET_MS) over.push(`${from} → ${to} (${ms(rested.median)})`);
    const figures = [rested.median, rested.worst, cool.median, cool.worst].map(ms);
    return [`${from} → ${to}`, `${within}: ${link}`, ...figures, rested.median > NAV_TARGET_MS ? 'no' : 'yes'];
  });
  const header = [
    'Navigation',
    'Link',
    'Rest median',
    'Rest worst',
    'Cold median',
    'Cold worst',
    `≤ ${NAV_TARGET_MS} ms`,
  ];
  return { table: markdownTable([header, ...rows], { align: ['', '', 'r', 'r', 'r', 'r', ''] }), over };
}
