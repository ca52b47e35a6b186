import { test as base, expect, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import { PREFETCH_MARK } from '../shell/src/prerender/prerendered-page';
import { apps, LOCAL_HOST, type AppName, type RemoteName } from '../tooling/apps';

export { expect };

/** The remotes' local origins, for intercepting one of them in a test. */
export const remoteOrigin = (name: RemoteName): string => `http://${LOCAL_HOST}:${apps[name].hostingPort}`;

interface Problems {
  readonly consoleErrors: string[];
  readonly cspViolations: string[];
}

interface Fixtures {
  /** When true (the default) a test fails on any console error, page error or CSP violation. */
  readonly expectCleanConsole: boolean;
  /**
   * Console errors a test expects and allows (matched against "<text> <url>"), e.g. the 400 answers of the
   * identity service to a wrong password, which Chromium logs as failed resources. Anything else still fails.
   * (Give `test.use` one pattern, or wrap a list as `[[...], {}]`: it reads an array whose second item is an object,
   * as a RegExp is, as a value and its options.)
   */
  readonly expectedConsoleErrors: readonly RegExp[];
  /** Uncaught page errors a test expects and allows (matched against the message), e.g. a garbled script's. */
  readonly expectedPageErrors: readonly RegExp[];
  readonly problems: Problems;
}

declare global {
  interface Window {
    __mvReportCsp?: (violation: string) => Promise<void>;
    /** Set by a test before it clicks a link: still there afterwards means no full page load happened. */
    __noReload?: boolean;
  }
}

/** How long a page load waits for the app to have taken the page over before the test goes on regardless. */
const APP_READY_TIMEOUT_MS = 15_000;

/**
 * Prerendered pages show their content before the app has taken them over, so a test could act on markup no handler
 * is attached to yet. Each `goto` and `reload` therefore waits until the app marks itself ready
 * (shell/src/prerender/prerendered-page.ts). A page that never gets there (a test of a failure) is not failed here: the
 * test's own assertions say what is wrong.
 */
async function untilAppReady(page: Page): Promise<void> {
  await page
    .locator('html[data-mv-ready]')
    .waitFor({ state: 'attached', timeout: APP_READY_TIMEOUT_MS })
    .catch(() => undefined);
}

/** Makes the page's `goto` and `reload` wait for the app (see `untilAppReady`). */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppReady(page);
    return response;
  };
  return page;
}

/** Where a page's CSP violations go: to the test using the page now (a page may serve several tests in turn). */
interface CspHook {
  report?: (violation: string) => void;
}

const cspHooks = new WeakMap<Page, CspHook>();

/** The hook that receives the CSP violations of every document `page` shows, installed once per page. */
async function cspHookOf(page: Page): Promise<CspHook> {
  const known = cspHooks.get(page);
  if (known) return known;
  const hook: CspHook = {};
  cspHooks.set(page, hook);
  // Through a binding, so violations of every document the page visits are kept.
  await page.exposeFunction('__mvReportCsp', (violation: string) => hook.report?.(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__mvReportCsp?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return hook;
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for.
    await use(javaScriptEnabled ? waitingForTheApp(page) : page);
  },
  expectCleanConsole: [true, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  expectedPageErrors: [[], { option: true }],
  problems: [
    async ({ page, expectCleanConsole, expectedConsoleErrors, expectedPageErrors }, use) => {
      const problems: Problems = { consoleErrors: [], cspViolations: [] };
      // Third-party hosts cannot be reached here (nor should tests depend on them): the browser resolves no name but
      // the local ones (playwright.config.ts), so anything not local fails unless a test routes it to a stand-in.
      const csp = await cspHookOf(page);
      csp.report = (violation) => problems.cspViolations.push(violation);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) problems.consoleErrors.push(text);
      };
      const onPageError = (error: Error) => {
        if (!expectedPageErrors.some((pattern) => pattern.test(error.message)))
          problems.consoleErrors.push(error.message);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(problems);
      csp.report = undefined;
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (expectCleanConsole) {
        expect(problems.consoleErrors, 'console errors').toEqual([]);
        expect(problems.cspViolations, 'CSP violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** Marks the document so `expectNoFullReload` can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__noReload = true;
  });
}

/** The app whose local origin served `url`, if it is one of ours. */
export function appOf(url: URL): AppName | undefined {
  if (url.hostname !== LOCAL_HOST) return undefined;
  return (Object.keys(apps) as AppName[]).find((app) => String(apps[app].hostingPort) === url.port);
}

/** When the app ended its first load and started fetching ahead (ms since the page was asked for). */
export async function firstLoadOver(page: Page): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREFETCH_MARK);
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, PREFETCH_MARK);
}

/** The same moment in the time of a request's `timing().startTime` (ms since the epoch). */
export async function firstLoadOverAt(page: Page): Promise<number> {
  const over = await firstLoadOver(page);
  return over + (await page.evaluate(() => performance.timeOrigin));
}

export async function expectNoFullReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__noReload === true), 'the navigation reloaded the page').toBe(true);
}

/** A page kept for a worker's tests to use in turn, and how to show nothing in it. */
interface SharedPage {
  readonly page: Page;
  readonly blank: () => Promise<unknown>;
}

interface PageOptions {
  /** The options of the context behind the test's page (e.g. JavaScript off): one shared page per set of options. */
  readonly pageOptions: BrowserContextOptions;
}

interface WorkerPages {
  readonly sharedPage: (options: BrowserContextOptions) => Promise<SharedPage>;
}

/**
 * The test for the page-by-page specs, which load each route and look: one page per worker (and set of options),
 * which its tests use in turn. A new context costs a new renderer process and a cold cache, several times the CPU of
 * a load in a page already open. A test still
 * starts from a blank page at the project's viewport, with none of the previous test's routes or listeners; what it
 * shares is the browser's caches and process, as a visitor going from page to page does. (Tests that sign in, store
 * or break something keep a context of their own: `test`.)
 */
export const pageByPage = test.extend<PageOptions, WorkerPages>({
  pageOptions: [{}, { option: true }],
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const opened = new Map<string, Promise<SharedPage>>();
      const open = async (options: BrowserContextOptions): Promise<SharedPage> => {
        const context = await browser.newContext({
          baseURL,
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          ...options,
        });
        const page = await context.newPage();
        const goto = page.goto.bind(page);
        return {
          page: options.javaScriptEnabled === false ? page : waitingForTheApp(page),
          blank: () => goto('about:blank'),
        };
      };
      await use((options) => {
        const key = JSON.stringify(options);
        const shared = opened.get(key) ?? open(options);
        opened.set(key, shared);
        return shared;
      });
      for (const shared of opened.values()) await (await shared).page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage, pageOptions, viewport }, use) => {
    const { page, blank } = await sharedPage(pageOptions);
    // The worker may have another shared page open (other options): this one is the tab in front, with focus.
    await page.bringToFront();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await leaveBlank(page, blank);
  },
});

/** Readies a page that serves several tests in turn for the next: no routes, no listeners, no document. */
export async function leaveBlank(
  page: Page,
  blank: () => Promise<unknown> = () => page.goto('about:blank'),
): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of ['console', 'pageerror', 'request', 'response'] as const) page.removeAllListeners(event);
  await blank();
}
