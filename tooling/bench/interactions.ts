/**
 * The bench's interaction latency (docs/performance.md): five interactions in Chromium at 4× CPU, timed in the page by
 * the Event Timing API as INP times them (web-vitals' onINP gives a page's worst only once the page is hidden). The
 * navigations' bench (navigations.ts) shares its Chromium, its fresh pages loaded and ready, and its press.
 */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { markdownTable } from 'markdown-table';
import { chromeFlags, chromiumPath } from '../chromium';
import { median } from './report';

export const TARGET_MS = 100;
export const RUNS = 5;

/** What the latency needs of a PerformanceEventTiming entry (interactionId 0: an event of no interaction). */
export type EventEntry = Readonly<
  Record<'interactionId' | 'startTime' | 'duration', number> & { name?: string; processingEnd?: number }
>;

/** When the page first held what the visitor waits for, and the task after the frame that came next. */
export interface Shown {
  readonly madeAt: number;
  readonly drawnAt: number;
}

/**
 * A run's latency as INP counts it (under 50 interactions: the worst): the longest duration of any event of an
 * interaction, or, if what the visitor waits for is made after the click's handlers (so drawn in a later frame than
 * theirs, which Event Timing times), from the input that acts (the click; the first input if there is none) to the
 * task after that frame: not from the press, as the time a finger holds the button is the visitor's. Made within the
 * handlers, it is in their frame: the work queued behind that frame is not waited for, as INP leaves it out too.
 */
export function runLatency(entries: readonly EventEntry[], shown?: Shown): number {
  const ofInteractions = entries.filter((entry) => entry.interactionId > 0);
  if (ofInteractions.length === 0) throw new Error('no Event Timing entry belongs to an interaction');
  const click = ofInteractions.find((entry) => entry.name === 'click');
  const start = click?.startTime ?? Math.min(...ofInteractions.map((entry) => entry.startTime));
  // Event Timing's own entry for the click (under 16 ms it has none, and the later frame is counted: erring long).
  const handlersEnd = ofInteractions.find(
    (entry) => entry.name === 'click' && entry.processingEnd !== undefined,
  )?.processingEnd;
  const madeByHandlers = handlersEnd !== undefined && shown !== undefined && shown.madeAt <= handlersEnd;
  const drawnLater = shown && !madeByHandlers ? shown.drawnAt - start : 0;
  return Math.max(...ofInteractions.map((entry) => entry.duration), drawnLater);
}

/** The median and the worst of some runs' latencies. */
export function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  if (values.length === 0) throw new Error('No latency to summarise.');
  return { median: median(values), worst: Math.max(...values) };
}

export const ms = (value: number): string => `${Math.round(value)} ms`;

/** The table of every interaction's runs, and the interactions whose worst run is over the target. */
export function interactionTable(results: readonly { name: string; path: string; latencies: number[] }[]) {
  const over: string[] = [];
  const rows = results.map(({ name, path, latencies }) => {
    const { median, worst } = medianAndWorst(latencies);
    if (worst > TARGET_MS) over.push(`${name} (worst ${ms(worst)})`);
    return [name, path, ms(median), ms(worst), `≤ ${TARGET_MS} ms`, worst > TARGET_MS ? 'no' : 'yes'];
  });
  const header = ['Interaction', 'Page', 'Median', 'Worst', 'Target', 'OK'];
  return { table: markdownTable([header, ...rows], { align: ['', '', 'r', 'r', 'r', ''] }), over };
}

/**
 * A click as a mouse gives it: the pointer onto the target (hover, with Playwright's checks), a frame (or `restMs`,
 * 0 for none), then the button down and up. `click()` runs its checks in the page right before the press, a delay no
 * visitor's click carries, which the CPU's slowdown multiplies.
 */
export async function press(target: Locator, restMs?: number): Promise<void> {
  const page = target.page();
  await target.hover();
  if (restMs === undefined)
    await page.evaluate(() => new Promise((next) => requestAnimationFrame(() => setTimeout(next))));
  else if (restMs > 0) await page.waitForTimeout(restMs);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * What a visitor does on each page (mouse and keys, 390 px wide) and then sees (`shown`), timed until the frame that
 * draws it where that may come after the input's (`later`: a page renders in a transition; the viewer's photo).
 */
const interactions: { name: string; path: string; shown: string; later?: true; act: (page: Page) => unknown }[] = [
  {
    name: 'Open the phone menu',
    path: '/',
    shown: '#site-nav-links.show',
    act: (page) => press(page.getByRole('button', { name: 'Toggle navigation' })),
  },
  {
    name: 'Choose a filter',
    path: '/work',
    shown: 'a[aria-current][href$="discipline=video"]',
    later: true,
    act: (page) =>
      press(page.getByRole('navigation', { name: /^Filter projects/ }).getByRole('link', { name: 'Video' })),
  },
  {
    name: 'Type in the calculator', // six keys at a brisk typist's pace (focusing the field is no interaction)
    path: '/calculator',
    shown: 'input[value="250000"]',
    act: (page) => page.getByLabel('Loan Amount').pressSequentially('250000', { delay: 150 }),
  },
  {
    // A pick in the browser's colour dialog reaches the page as an `input` event of no interaction (INP leaves it out),
    // and a script cannot fire a trusted one: Playwright's fill fires it untrusted, so the page times it (see below).
    name: 'Change the tracker colour',
    path: '/screen-tracker',
    shown: '[data-testid=tracker-backdrop][style*="51, 102, 255"]',
    act: (page) => page.getByLabel('Background color').fill('#3366ff'),
  },
  {
    // A pointer over a photo fetches the viewer (its script, the library's and their style sheet): the click comes once
    // all three are here, as after a hover of a few hundred ms. (A click before them waits for the network too.)
    name: 'Open the lightbox',
    path: '/csusa',
    shown: '[role=dialog]',
    later: true,
    act: async (page) => {
      const photo = page.getByRole('button', { name: /^Open photo:/ }).first();
      const since = await page.evaluate(() => performance.now());
      await photo.hover();
      // No other script or style sheet is fetched then; the library's chunk is named by a number, so they are counted.
      await page.waitForFunction(
        (hovered) =>
          performance.getEntriesByType('resource').filter((r) => r.startTime >= hovered && /\.(js|css)$/.test(r.name))
            .length >= 3,
        since,
      );
      await press(photo);
    },
  },
];

type Interaction = (typeof interactions)[number];
type Timed = Window & { mvEntries: EventEntry[]; mvStarts: EventEntry[]; mvFlush: () => void; mvShown?: Shown };

/**
 * In the page: Event Timing's entries of 16 ms or more and the first input's, of any length; an untrusted `input`
 * (Event Timing skips those) from its time stamp to the task after the next frame; the first click's or key's time;
 * for `later`, when the result was made and the task after the frame first drawing it.
 */
function installTimers(later: string | null): void {
  const timed = window as unknown as Timed;
  // Event Timing's lowest threshold: what it reports nothing under. (Inline: this function runs in the page.)
  const threshold = 16;
  const afterNextFrame = (then: (now: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => then(performance.now())));
  const keep = (entries: PerformanceEntryList) => timed.mvEntries.push(...entries.map((entry) => entry.toJSON()));
  const events = new PerformanceObserver((list) => keep(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'first-input', buffered: true });
  Object.assign(timed, { mvEntries: [], mvStarts: [], mvFlush: () => keep(events.takeRecords()) });
  const onInput = ({ isTrusted, timeStamp: startTime }: Event) =>
    isTrusted ||
    afterNextFrame((now) => timed.mvEntries.push({ interactionId: 1, startTime, duration: now - startTime }));
  addEventListener('input', onInput, { capture: true, once: true });
  // The first click's or key's own time (what `later` counts from), as an entry of the threshold: an interaction whose
  // events all took less has no Event Timing entry, and counts as 16 ms, an upper bound, rather than as not measured.
  const onStart = ({ type, timeStamp }: Event) =>
    timed.mvStarts.push({ interactionId: 1, name: type, startTime: timeStamp, duration: threshold });
  for (const type of ['click', 'keydown']) addEventListener(type, onStart, { capture: true, once: true });
  const watch = new MutationObserver(() => {
    if (later === null || !document.querySelector(later)) return;
    watch.disconnect();
    const madeAt = performance.now();
    afterNextFrame((drawnAt) => (timed.mvShown = { madeAt, drawnAt }));
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
}

/**
 * A fresh page at `cpu`× CPU (and `network`'s conditions, if given) loaded from `url`, once the app has taken it over
 * (`data-mv-ready`) and the network is quiet.
 */
export async function openReady(page: Page, url: string, cpu: number, network?: NetworkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) await cdp.send('Network.enable').then(() => cdp.send('Network.emulateNetworkConditions', network));
  await page.goto(url);
  await page.locator('html[data-mv-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

export type NetworkConditions = Readonly<Record<'latency' | 'downloadThroughput' | 'uploadThroughput', number>> & {
  readonly offline: false;
};

/** Debian's Chromium, resolving no host but the site's, for `work`; closed after it. */
export async function inChromium<T>(baseUrl: string, work: (browser: Browser) => Promise<T>): Promise<T> {
  const args = chromeFlags([new URL(baseUrl).hostname]);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args });
  return work(browser).finally(() => browser.close());
}

/** `run` on a fresh page (a context of its own: empty caches, a first visit), closed after; a failure says `what`. */
export async function onFreshPage<T>(
  browser: Browser,
  what: string,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<T>,
) {
  const page = await browser.newPage(options);
  page.setDefaultTimeout(30_000);
  return run(page)
    .catch((error: Error) => Promise.reject(new Error(`${what}: ${error.message}`)))
    .finally(() => page.close());
}

/** One run: its latency. */
async function measureOnce(page: Page, url: string, cpu: number, { shown, later, act }: Interaction) {
  await openReady(page, url, cpu);
  await page.evaluate(installTimers, later ? shown : null);
  await act(page);
  await page.locator(shown).waitFor({ state: 'attached' });
  const { entries, result } = await page.evaluate(async (drawnLater) => {
    const timed = window as unknown as Timed;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const giveUp = performance.now() + 5_000;
    // Entries come once their frame is shown: the first one, then two frames more for any later ones.
    while (!timed.mvEntries.length || (drawnLater && timed.mvShown === undefined)) {
      if (performance.now() > giveUp) throw new Error('no Event Timing entry, or no frame drawing it, within 5 s');
      await frame();
    }
    await frame().then(frame);
    timed.mvFlush();
    return { entries: [...timed.mvStarts, ...timed.mvEntries], result: timed.mvShown };
  }, Boolean(later));
  return runLatency(entries, result);
}

/** Every interaction, {@link RUNS} runs each, each on a fresh page (a first visit), at `cpu`× CPU, 390 px wide. */
export async function measureInteractions(baseUrl: string, cpu: number) {
  return inChromium(baseUrl, async (browser) => {
    const results: { name: string; path: string; latencies: number[] }[] = [];
    for (const interaction of interactions) {
      const { name, path } = interaction;
      const latencies: number[] = [];
      while (latencies.length < RUNS) {
        const what = `${name} (${path}), run ${latencies.length + 1}`;
        const options = { viewport: { width: 390, height: 844 } };
        const once = (page: Page) => measureOnce(page, new URL(path, baseUrl).href, cpu, interaction);
        latencies.push(await onFreshPage(browser, what, options, once));
      }
      results.push({ name, path, latencies });
    }
    return results;
  });
}
