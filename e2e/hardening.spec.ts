/**
 * The production headers on every page and remote manifest, and the permissions policy as the browser applies it. That
 * every page loads without a CSP violation with every third party configured is checked in the load pages.spec.ts
 * makes of it (the fixture fails a test on any violation); the last test here proves the fixture sees one.
 */
import { apps, LOCAL_HOST, remoteNames } from '../tooling/apps';
import { sitePages } from '../tooling/seo/site-routes';
import { expect, test } from './fixtures';

const origin = (port: number) => `http://${LOCAL_HOST}:${port}`;
const HSTS = 'max-age=63072000; includeSubDomains';

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

test.describe('the fixtures', () => {
  test.use({ expectCleanConsole: false });

  test("catch a CSP violation: it reaches the test's problems (what every test fails on)", async ({
    page,
    problems,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://images.example.com/tracker.png';
      document.body.append(image);
    });
    await expect.poll(() => problems.cspViolations).toEqual(['img-src https://images.example.com/tracker.png']);
  });
});
