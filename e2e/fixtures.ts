import { test as base, expect, type Page } from '@playwright/test';
import { apps, LOCAL_HOST } from '../tooling/apps';

export { expect };

/** The remotes' local origins, for intercepting one of them in a test. */
export const remoteOrigin = (name: 'portfolio' | 'tools' | 'account'): string =>
  `http://${LOCAL_HOST}:${apps[name].hostingPort}`;

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
   */
  readonly expectedConsoleErrors: readonly RegExp[];
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
 * is attached to yet. Each `goto` and `reload` therefore waits until the app marks itself ready (shell/src/
 * prerendered.ts). A page that never gets there (a test of a failure) is not failed here: the test's own assertions
 * say what is wrong.
 */
async function untilAppReady(page: Page): Promise<void> {
  await page
    .locator('html[data-mv-ready]')
    .waitFor({ state: 'attached', timeout: APP_READY_TIMEOUT_MS })
    .catch(() => undefined);
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is no app to wait for.
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
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
    await use(page);
  },
  expectCleanConsole: [true, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  problems: [
    async ({ page, expectCleanConsole, expectedConsoleErrors }, use) => {
      const problems: Problems = { consoleErrors: [], cspViolations: [] };
      // Third-party hosts cannot be reached here (nor should tests depend on them): the browser resolves no name but
      // the local ones (playwright.config.ts), so anything not local fails unless a test routes it to a stand-in.
      // Reported through a binding, so violations of every document the test visits are kept.
      await page.exposeFunction('__mvReportCsp', (violation: string) => problems.cspViolations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__mvReportCsp?.(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) problems.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
      await use(problems);
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

export async function expectNoFullReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__noReload === true), 'the navigation reloaded the page').toBe(true);
}
