/**
 * The production headers and the Content-Security-Policy, checked in the browser: every page, with analytics, the
 * payment button and the contact form configured and their stand-ins served from the providers' real URLs, must load
 * without a single CSP violation (the fixture fails a test on any) and with the hardening headers in place.
 */
import type { Page } from '@playwright/test';
import { apps, LOCAL_HOST, remoteNames } from '../tooling/apps';
import { sitePages } from '../tooling/seo/site-routes';
import { expect, test } from './fixtures';
import {
  configureAnalytics,
  configureProviders,
  GTAG_SCRIPT,
  GTAG_STAND_IN,
  HUBSPOT_SCRIPT,
  HUBSPOT_STAND_IN,
  MEASUREMENT_ID,
  STRIPE_SCRIPT,
  STRIPE_STAND_IN,
  YOUTUBE_EMBED,
  YOUTUBE_EMBED_STAND_IN,
} from './stand-ins';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

const origin = (port: number) => `http://${LOCAL_HOST}:${port}`;
const HSTS = 'max-age=63072000; includeSubDomains';

/** Every third party the site may load, served from its real URL; returns the URLs the page asked for. */
async function serveThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = (url: string, contentType: string, body: string) =>
    page.route(url, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType, body });
    });
  await configureAnalytics(page, MEASUREMENT_ID);
  await configureProviders(page);
  await serve(GTAG_SCRIPT, 'text/javascript', GTAG_STAND_IN);
  await serve(STRIPE_SCRIPT, 'text/javascript', STRIPE_STAND_IN);
  await serve(HUBSPOT_SCRIPT, 'text/javascript', HUBSPOT_STAND_IN);
  await serve(YOUTUBE_EMBED, 'text/html', YOUTUBE_EMBED_STAND_IN);
  return requested;
}

test('the shell sends the hardening headers on every page, and the CSP is enforced, not report-only', async ({
  request,
}) => {
  for (const path of [...sitePages().map((page) => page.path), '/no-such-page']) {
    const headers = (await request.get(`${origin(apps.shell.hostingPort)}${path}`)).headers();
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['content-security-policy-report-only'], path).toBeUndefined();
    expect(headers['strict-transport-security'], path).toBe(HSTS);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    const policy = new Map(
      (headers['permissions-policy'] ?? '').split(',').map((part) => {
        const [feature = '', allow = ''] = part.trim().split('=');
        return [feature, allow] as const;
      }),
    );
    expect(policy.get('camera'), path).toBe('()');
    expect(policy.get('microphone'), path).toBe('()');
    expect(policy.get('geolocation'), path).toBe('()');
    // The screen tracker goes fullscreen itself; the embedded video player may too.
    expect(policy.get('fullscreen'), path).toBe('(self "https://www.youtube-nocookie.com")');
  }
  for (const name of remoteNames) {
    const headers = (await request.get(`${origin(apps[name].hostingPort)}/mf-manifest.json`)).headers();
    expect(headers['strict-transport-security'], name).toBe(HSTS);
    expect(headers['content-security-policy'], name).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('the browser applies the permissions policy: no camera, microphone or geolocation; fullscreen here', async ({
  page,
}) => {
  const headerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Feature-Policy/.test(message.text())) headerWarnings.push(message.text());
  });
  await page.goto('/screen-tracker');
  // Chromium says so on the console when the header names a feature it does not know.
  expect(headerWarnings).toEqual([]);
  const allowed = await page.evaluate(() => {
    // Chromium's view of the policy in force for this document.
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } })
      .featurePolicy;
    if (!policy) return null;
    return Object.fromEntries(
      ['camera', 'microphone', 'geolocation', 'fullscreen'].map((feature) => [feature, policy.allowsFeature(feature)]),
    );
  });
  expect(allowed).toEqual({ camera: false, microphone: false, geolocation: false, fullscreen: true });
  expect(await page.evaluate(() => document.fullscreenEnabled)).toBe(true);
});

for (const { path } of [...sitePages(), { path: '/no-such-page' }]) {
  test(`${path}: no CSP violation with every third party configured and served from its real origin`, async ({
    page,
    problems,
  }) => {
    const requested = await serveThirdParties(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    // A video poster becomes the embedded player on click: its frame is checked too.
    const play = page.getByRole('button', { name: /^Play: / }).first();
    if (await play.count()) {
      await play.click();
      // The stand-in player's own document shows in the frame: the policy let the frame in.
      const player = page.frameLocator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
      await expect(player.getByText('Stand-in player')).toBeVisible();
    }
    // Analytics loads once the page has; the providers' scripts on their pages.
    await expect.poll(() => requested.some((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(true);
    if (path === '/pay')
      await expect.poll(() => requested.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    if (path === '/contact') {
      await expect.poll(() => requested.some((url) => url.startsWith('https://js.hsforms.net/'))).toBe(true);
    }
    // Every document and script the test waited for above has loaded, so any violation has been reported. (Not
    // `networkidle`: with a cross-origin player frame served by a route, Playwright at times never saw the network
    // go idle, and the test timed out with nothing wrong on the page.)
    expect(problems.cspViolations).toEqual([]);
  });
}
