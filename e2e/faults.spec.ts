/**
 * The fault matrix (docs/faults.md): each remote's host broken in each of the ways hosts break, fast and slow. The
 * other remotes' pages must become usable as fast as with every part healthy, and the broken remote's page must end in
 * the right state: the "unavailable" panel (after the "taking longer" notice where the visitor waits), or the page
 * itself when the host is only slow; then Retry recovers once the host answers. The site runs with the short bounds
 * of e2e/patience.ts, served in its runtime config.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { remoteNames, type RemoteName } from '../tooling/apps';
import { expect, expectNoFullReload, leaveBlank, markDocument, remoteOrigin, test as base } from './fixtures';
import { breakRemote, errorsOf, fatal, faultErrors, faults, slow, SlowHost, type ExpectedErrors } from './faults';
import { servePatience, testPatience } from './patience';

// Each test loads a dozen pages and waits out a broken host: more than the default 30 s on two cores.
base.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** For each remote, the page of it the matrix loads: the first page a visitor of that remote would open. */
const pageOf: Readonly<Record<RemoteName, { readonly path: string; readonly heading: string }>> = {
  portfolio: { path: '/work', heading: 'Work' },
  tools: { path: '/calculator', heading: 'Loan Calculator' },
  account: { path: '/login', heading: 'Sign In' },
};

/** The target: a page of a healthy remote is usable within this of its time with every part healthy. */
const TARGET_MS = 300;
/**
 * What fails the test. On a shared two-core machine, with other browser tests running beside this one, the medians
 * of three loads of the same page differ by up to about 2 s with nothing broken (docs/faults.md), so the 300 ms
 * target is reported, not asserted; a remote that made the others wait would add 3 to 5 s. Where the host is slow,
 * the test also checks that the page was usable before that host had answered anything, which timing noise cannot
 * blur.
 */
const FAIL_OVER_MS = 1500;
/**
 * A broken remote's page shows the panel within this of the site first asking that remote's host: the give-up bound,
 * and 2 s for what the page asks of the host after its manifest. With the short bounds the tests serve, that is less
 * than the site's own bound: the panel cannot have come from it. (From the visitor's asking, add the second or two a
 * page load takes to start the app: reported, as it depends on the machine's load.)
 */
const PANEL_WITHIN_MS = testPatience.giveUpMs + 2000;
/** A request reaches the test through the browser's messages a little after the page asked: up to this much. */
const REPORT_LAG_MS = 1000;
/**
 * A fault the browser reports at once (a refusal, an error status, a manifest or script the site cannot use) brings
 * the panel within this of the site asking: well under the give-up bound less the report lag, so a site that noticed
 * such a fault only by waiting it out fails.
 */
const FAST_PANEL_WITHIN_MS = 1000;

interface Timings {
  /** From the start of the navigation (`performance.now()`), when the app marked the page usable. */
  usable?: number;
  /** The origins from which a file had arrived by then. */
  arrivedBeforeUsable?: string[];
  notice?: number;
  panel?: number;
  /** When the panel appeared, by the clock (`Date.now()`), to compare with when a request was seen. */
  panelAt?: number;
}

declare global {
  interface Window {
    __mvTimings?: Timings;
  }
}

/** Records, in every document, when the page became usable, the slow notice appeared, and the panel appeared. */
async function recordTimings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const timings: Timings = {};
    window.__mvTimings = timings;
    new MutationObserver(() => {
      const now = performance.now();
      if (timings.usable === undefined && document.documentElement.hasAttribute('data-mv-ready')) {
        timings.usable = now;
        const files = performance.getEntriesByType('resource');
        timings.arrivedBeforeUsable = [...new Set(files.map((file) => new URL(file.name).origin))];
      }
      if (timings.notice === undefined && document.querySelector('.mv-slow-notice')?.textContent) timings.notice = now;
      if (timings.panel === undefined && document.querySelector('[data-unavailable-remotes]')) {
        timings.panel = now;
        timings.panelAt = Date.now();
      }
    }).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
  });
}

const timingsOf = (page: Page): Promise<Timings> => page.evaluate(() => ({ ...window.__mvTimings }));

/**
 * When (`Date.now()`) the page first asked the remote at `origin` for its manifest, from now on: the moment the site
 * starts waiting on that remote (a prerendered page's images from its host come earlier, and wait on nothing).
 */
function firstAsked(page: Page, origin: string): () => number | undefined {
  let at: number | undefined;
  page.on('request', (request) => {
    if (at === undefined && request.url() === `${origin}/mf-manifest.json`) at = Date.now();
  });
  return () => at;
}

/**
 * Checks that the panel came in time after the first request to the broken host, and reports both: for a host that
 * does not answer, within PANEL_WITHIN_MS and brought by the give-up bound, not some earlier failure; for a fault the
 * browser reports at once, within FAST_PANEL_WITHIN_MS.
 */
function expectPanelInTime(what: string, timings: Timings, asked: number | undefined, waitedOut: boolean): void {
  const afterAsking = (timings.panelAt ?? NaN) - (asked ?? NaN);
  console.log(
    `${what}: the panel ${Math.round(afterAsking)} ms after the site asked, ${Math.round(timings.panel ?? NaN)} ms after the page was asked for`,
  );
  if (!waitedOut) {
    expect(afterAsking, 'a fault reported at once brings the panel at once').toBeLessThanOrEqual(FAST_PANEL_WITHIN_MS);
    return;
  }
  expect(afterAsking).toBeLessThanOrEqual(PANEL_WITHIN_MS);
  expect(afterAsking).toBeGreaterThanOrEqual(testPatience.giveUpMs - REPORT_LAG_MS);
}

/**
 * Loads `path` and returns how long the page took to become usable (bounded: a page that never does fails). With
 * `brokenOrigin`, also that nothing from that origin had arrived by then: the page did not wait for it.
 */
async function timeToUsable(page: Page, path: string, brokenOrigin?: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__mvTimings?.usable !== undefined, null, { timeout: 15_000 });
  const { usable, arrivedBeforeUsable } = await timingsOf(page);
  if (usable === undefined) throw new Error(`${path} never became usable`);
  if (brokenOrigin)
    expect(arrivedBeforeUsable, `${path} was usable before ${brokenOrigin} answered`).not.toContain(brokenOrigin);
  return usable;
}

/** The middle of the values (the mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  if (upper === undefined || lower === undefined) throw new Error('no values');
  return (lower + upper) / 2;
}

/** Per worker: the quickest time to usable each page has had with nothing broken, once the cache was warm. */
type HealthyTimes = Map<string, number>;

function recordHealthy(quickest: HealthyTimes, path: string, time: number): number {
  quickest.set(path, Math.min(time, quickest.get(path) ?? Infinity));
  return time;
}

/**
 * The time to usable of `path` in `page`, against its time with nothing broken. First one load, against the quickest
 * healthy load of the page this worker has seen: the strictest comparison, and enough for a page that did not wait.
 * Only when that looks over the line, the medians of loads in `page` and in `healthyPage` in turn, so both see the
 * machine in the same state: one healthy load to pair the first, then three more of each, twice, while the broken page
 * still looks over. A page that really waits stays over it in every round; one noisy moment does not.
 */
async function compareTimeToUsable(
  page: Page,
  healthyPage: Page,
  quickest: HealthyTimes,
  path: string,
  slowOrigin?: string,
): Promise<{ readonly time: number; readonly healthy: number }> {
  const first = await timeToUsable(page, path, slowOrigin);
  const best = quickest.get(path);
  if (best !== undefined && first - best <= FAIL_OVER_MS) return { time: first, healthy: best };
  const times = [first];
  const healthy: number[] = [];
  let result = { time: Infinity, healthy: 0 };
  for (const [healthyLoads, brokenLoads] of [
    [1, 0],
    [3, 3],
    [3, 3],
  ] as const) {
    for (let run = 0; run < healthyLoads; run += 1) {
      healthy.push(recordHealthy(quickest, path, await timeToUsable(healthyPage, path)));
      if (run < brokenLoads) times.push(await timeToUsable(page, path, slowOrigin));
    }
    result = { time: median(times), healthy: median(healthy) };
    if (result.time - result.healthy <= FAIL_OVER_MS) return result;
    console.log(`${path}: ${Math.round(result.time - result.healthy)} ms over healthy after ${times.length} loads`);
  }
  return result;
}

interface WorkerFixtures {
  /**
   * One browser context per worker, served the tests' short wait bounds, its cache warmed by a first load of every
   * page: every measure sees the same.
   */
  readonly warmContext: BrowserContext;
  /** The quickest healthy time to usable of each page in `warmContext`: a second load of each, then every one. */
  readonly quickestHealthy: HealthyTimes;
  /** Two pages of the warm context, which the worker's tests use in turn (a new page is a new renderer process). */
  readonly warmPages: { readonly broken: Page; readonly healthy: Page };
}

interface TestFixtures {
  /** A page of the warm context where nothing is broken. */
  readonly healthyPage: Page;
  /** A page of the warm context, for the test to break a remote in; also the test's `page`. */
  readonly brokenPage: Page;
  readonly slowHost: SlowHost;
}

const test = base.extend<TestFixtures, WorkerFixtures>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await servePatience(context);
      await recordTimings(context);
      const page = await context.newPage();
      for (const remote of remoteNames) await timeToUsable(page, pageOf[remote].path);
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  quickestHealthy: [
    async ({ warmContext }, use) => {
      const quickest: HealthyTimes = new Map();
      const page = await warmContext.newPage();
      for (const remote of remoteNames) {
        recordHealthy(quickest, pageOf[remote].path, await timeToUsable(page, pageOf[remote].path));
      }
      await page.close();
      await use(quickest);
    },
    { scope: 'worker' },
  ],
  warmPages: [
    async ({ warmContext }, use) => {
      await use({ broken: await warmContext.newPage(), healthy: await warmContext.newPage() });
    },
    { scope: 'worker' },
  ],
  healthyPage: async ({ warmPages }, use) => {
    await use(warmPages.healthy);
    await leaveBlank(warmPages.healthy);
  },
  brokenPage: async ({ warmPages }, use) => {
    await use(warmPages.broken);
    await leaveBlank(warmPages.broken);
  },
  // The page the fixtures watch for console errors: the one the test breaks a remote in, not one more context.
  page: async ({ brokenPage }, use) => {
    await use(brokenPage);
  },
  // Stopped before the page's errors are checked: the page first stops sending requests here (a link's page may be
  // fetched ahead as the test ends), and those under way are answered.
  slowHost: async ({ brokenPage }, use) => {
    const host = await SlowHost.start();
    await use(host);
    await brokenPage.unrouteAll({ behavior: 'wait' });
    await host.stop();
  },
});

/**
 * A test that allows the errors its fault makes the browser and the site log, and no other (it fails on any other, on
 * an uncaught error and on a CSP violation, as every test does): in a group of its own, without a title.
 */
const testAllowing =
  (errors: ExpectedErrors) =>
  (title: string, body: Parameters<typeof test>[2]): void =>
    test.describe(() => {
      test.use(errors);
      test(title, body);
    });

for (const remote of remoteNames) {
  for (const fault of faults) {
    const ends = fatal(fault) ? 'on the panel, then Retry recovers' : 'on the page';
    const title = `${remote} ${fault}: the other remotes' pages are as quick, and ${pageOf[remote].path} ends ${ends}`;
    const testOfFault = testAllowing(faultErrors(remote, fault));
    testOfFault(title, async ({ brokenPage: page, healthyPage, quickestHealthy, slowHost }) => {
      const heal = await breakRemote(page, remote, fault, slowHost);

      for (const other of remoteNames.filter((name) => name !== remote)) {
        const { path } = pageOf[other];
        // A slow host has answered nothing yet when the page is usable: proof that the page did not wait for it.
        const { time, healthy } = await compareTimeToUsable(
          page,
          healthyPage,
          quickestHealthy,
          path,
          slow(fault) ? remoteOrigin(remote) : undefined,
        );
        const over = Math.round(time - healthy);
        console.log(
          `${remote} ${fault}: ${path} usable in ${Math.round(time)} ms, healthy ${Math.round(healthy)} ms (${
            over >= 0 ? '+' : ''
          }${over} ms)`,
        );
        test.info().annotations.push({ type: 'timing', description: `${path} ${over} ms over healthy` });
        if (over > TARGET_MS) console.log(`  over the ${TARGET_MS} ms target`);
        expect(over, `${path} waited on the broken ${remote} remote`).toBeLessThanOrEqual(FAIL_OVER_MS);
      }

      const { path, heading } = pageOf[remote];
      const asked = firstAsked(page, remoteOrigin(remote));
      await page.goto(path, { waitUntil: 'commit' });
      const panel = page.locator(`[data-unavailable-remotes~="${remote}"]`);
      if (!fatal(fault)) {
        // Slow, but within the bounds: the page, after the notice.
        await page.waitForFunction(() => window.__mvTimings?.usable !== undefined, null, {
          timeout: 3 * testPatience.giveUpMs + 10_000,
        });
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(panel).toHaveCount(0);
        const { notice, usable } = await timingsOf(page);
        console.log(`${remote} ${fault}: ${path} usable at ${Math.round(usable ?? NaN)} ms`);
        expect(notice, 'the "taking longer than usual" notice').toBeDefined();
        return;
      }
      await expect(panel.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible({
        timeout: PANEL_WITHIN_MS + 5000,
      });
      const timings = await timingsOf(page);
      expectPanelInTime(`${remote} ${fault}: ${path}`, timings, asked(), slow(fault));
      if (slow(fault)) expect(timings.notice, 'the notice came before the panel').toBeLessThan(timings.panel ?? 0);
      await expect(page.getByText('Sorry. That page does not exist.')).toHaveCount(0);

      await heal();
      await markDocument(page);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoFullReload(page);
    });
  }
}

test.describe('each step of a page is bounded', () => {
  const tools = remoteOrigin('tools');
  const entryNotLoaded = {
    name: 'RemoteLoadError',
    message: 'The tools remote did not load ([ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
  };
  // Each with the error the page logs when it answers 404, and when it never answers.
  const steps = [
    { step: 'its entry', pattern: `${tools}/**/remoteEntry.js`, errors: [entryNotLoaded, entryNotLoaded] },
    {
      step: "the page's chunk",
      // Everything but the manifest, the entry and the routes module: the page's own chunks.
      pattern: new RegExp(`^${tools}/v/[^/]+/(?!remoteEntry|__federation_expose)[^/]+$`),
      errors: [
        { name: 'ChunkLoadError', message: /Loading chunk \d+ failed\./ },
        {
          name: 'TimeoutError',
          message: `The tools remote's page did not answer within ${testPatience.giveUpMs / 1000} s.`,
        },
      ],
    },
  ];
  for (const { step, pattern, errors } of steps) {
    for (const [index, broken] of (['answers 404', 'never answers'] as const).entries()) {
      const failedLoad = broken === 'answers 404' ? 'the server responded with a status of 404 (Not Found)' : undefined;
      testAllowing(errorsOf('tools', { failedLoad, remote: errors[index] }))(
        `a remote whose manifest answers but ${step} ${broken}: the panel in time, then Retry recovers`,
        async ({ brokenPage: page, slowHost }) => {
          const stop =
            broken === 'never answers'
              ? await slowHost.take(page, pattern, 'never')
              : await (async () => {
                  const handler = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
                  await page.route(pattern, handler);
                  return () => page.unroute(pattern, handler);
                })();
          const asked = firstAsked(page, tools);
          await page.goto('/calculator', { waitUntil: 'commit' });
          const panel = page.locator('[data-unavailable-remotes~="tools"]');
          await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: PANEL_WITHIN_MS + 5000 });
          const timings = await timingsOf(page);
          expectPanelInTime(`tools, ${step} ${broken}: /calculator`, timings, asked(), broken === 'never answers');
          if (broken === 'never answers') expect(timings.notice).toBeLessThan(timings.panel ?? 0);

          await stop();
          slowHost.heal();
          await markDocument(page);
          await panel.getByRole('button', { name: 'Retry' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'Loan Amount' })).toBeEnabled();
          await expectNoFullReload(page);
        },
      );
    }
  }

  testAllowing(errorsOf('tools', { remote: entryNotLoaded }))(
    'an entry that answers after the panel neither throws nor shows the page twice; Retry then does',
    async ({ brokenPage: page, slowHost }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Answered 2 s after the bound: after the panel.
      const stop = await slowHost.take(page, `${tools}/**/remoteEntry.js`, { lateBy: testPatience.giveUpMs + 2000 });
      await page.goto('/calculator', { waitUntil: 'commit' });
      const panel = page.locator('[data-unavailable-remotes~="tools"]');
      await expect(panel).toBeVisible({ timeout: PANEL_WITHIN_MS + 5000 });
      // The entry arrives (and runs) about 2 s after the panel: the panel stays, alone.
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((file) => file.name.endsWith('/remoteEntry.js')),
        null,
        { timeout: 10_000 },
      );
      await expect(panel).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(errors).toEqual([]);

      // The host is quick again: Retry shows the page (with the entry that arrived, or a fresh copy of it).
      await stop();
      await markDocument(page);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('textbox', { name: 'Loan Amount' })).toBeEnabled();
      await expectNoFullReload(page);
      expect(errors).toEqual([]);
    },
  );
});

// The shell may give up on the portfolio's manifest, asked for ahead of a click on Work, before the test ends.
testAllowing(faultErrors('portfolio', 'never answers'))(
  'a client-side navigation needs only the remote of the page it goes to',
  async ({ brokenPage: page, slowHost }) => {
    // Every answer that came from the portfolio's host. (Not the page's resource timing: on a slow machine the shell
    // may have given up on the portfolio's manifest by the end, and a request given up on is listed there too.)
    const answered: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(remoteOrigin('portfolio'))) answered.push(response.url());
    });
    await breakRemote(page, 'portfolio', 'never answers', slowHost);
    await timeToUsable(page, '/calculator');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectNoFullReload(page);
    expect(answered, 'shown while the portfolio had answered nothing at all').toEqual([]);
  },
);

testAllowing(faultErrors('tools', 'refused'))(
  'while a remote is unreachable, any address it may own shows the panel, not "page not found"',
  async ({ brokenPage: page, slowHost }) => {
    await breakRemote(page, 'tools', 'refused', slowHost);
    await page.goto('/some-tool-we-might-add', { waitUntil: 'commit' });
    await expect(
      page.locator('[data-unavailable-remotes~="tools"]').getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    await expect(page.getByText('Sorry. That page does not exist.')).toHaveCount(0);
  },
);
