import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromeFlags, chromiumPath } from './tooling/chromium';
import { siteUrl } from './tooling/emulators';
import type { EngineOption } from './e2e/engines/driver';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production builds, served by the
 * Firebase emulators exactly as `npm start` serves them.
 */
export default defineConfig<EngineOption>({
  testDir: 'e2e',
  // Browser tests only: e2e/__tests__ holds jest's unit tests of their helpers.
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One per core: a test keeps most of a core busy on its own, so a worker more than the cores gains little and makes
  // the timed tests noisier.
  workers: availableParallelism(),
  // A failed test runs once more, recording a trace for whoever reads the failure; one that then passes is flaky, and
  // flaky fails the run as a failure does. (A focused test, `.only`, fails it too: it would hide every other.)
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    // Only on the retry of a failed test: recording every action's DOM and a screencast costs every test CPU, for
    // traces a passing test throws away.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      // The flags of every launch here (tooling/chromium.ts), with a name rule: no third-party host can be reached (nor
      // should a test depend on one), so the browser resolves no other name, and a test serves a provider's stand-in by
      // routing its URL. A name rule rather than a route in every test: with a route, Playwright handles every request
      // of the page itself, which slows every page load, and turns off the HTTP cache.
      args: chromeFlags(),
    },
  },
  projects: [
    // The visitor's journeys (e2e/journeys.ts) in the two other engines, first (docs/testing.md): each engine's run on
    // one worker leaves the CPU idle at times, which the checks `npm test` runs beside at low priority take up; at the
    // end of the run, after the Chromium specs, it would be idle time and nothing else.
    { name: 'firefox', use: { engine: 'firefox' }, testMatch: /journeys\.spec\.ts$/ },
    { name: 'webkit', use: { engine: 'webkit' }, testMatch: /journeys\.spec\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /delivery\.spec\.ts$/ },
    // Deploys and rolls back a remote of the served site: alone, once every other test has run.
    {
      name: 'delivery',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /delivery\.spec\.ts$/,
      dependencies: ['chromium', 'firefox', 'webkit'],
    },
  ],
  webServer: {
    command: 'node tooling/run.cjs tooling/scripts/serve.ts',
    // The site answers before it is ready when the server prerenders a fresh build first (`npm test` builds without
    // prerendering, so that the emulators start once): the tests start once it says where it runs. No `url`: Playwright
    // starts the tests as soon as either answers, so a running `npm start` is not reused (serve names the busy ports).
    wait: { stdout: /is running at/ },
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
