import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './tooling/scripts/serve';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production builds, served by the
 * Firebase emulators exactly as `npm start` serves them.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Two cores: two workers keep the emulator and the browsers responsive.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /delivery\.spec\.ts$/ },
    // Deploys and rolls back a remote of the served site: alone, once every other test has run.
    {
      name: 'delivery',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /delivery\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node tooling/run.cjs tooling/scripts/serve.ts',
    url: siteUrl,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
