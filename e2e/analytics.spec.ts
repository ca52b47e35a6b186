import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { configureAnalytics, GTAG_STAND_IN, MEASUREMENT_ID } from './stand-ins';

/** The shell's chunk of the web-vitals library (`webpackChunkName: "web-vitals"` in its analytics). */
const WEB_VITALS_CHUNK = /\/web-vitals\.[0-9a-f]+\.js$/;

/**
 * The visitor leaves the tab: the page's visibility turns to hidden, when web-vitals reports what it measured. A
 * headless browser never hides its tabs, so the page is told so as a browser would tell it, then shown again.
 */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test('a page view is sent on the first page and on every route change, after the page has loaded; then its web vitals', async ({
  page,
}) => {
  await configureAnalytics(page, MEASUREMENT_ID);
  const gtagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN });
  });
  const webVitalsLoaded = page.waitForResponse((response) => WEB_VITALS_CHUNK.test(new URL(response.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Work' }).click();
  await expect(page).toHaveTitle('Mediavelocity Work');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveTitle('Mediavelocity Contact');

  const pageViews = () =>
    page.evaluate(() => (window.__gtag?.events ?? []).filter((event) => event.name === 'page_view'));
  await expect.poll(async () => (await pageViews()).length).toBe(3);
  const record = await page.evaluate(() => window.__gtag);
  expect(record?.config).toEqual([MEASUREMENT_ID]);
  expect((await pageViews()).map((event) => [event.name, event.params.page_path, event.params.page_title])).toEqual([
    ['page_view', '/', 'Mediavelocity Creative'],
    ['page_view', '/work', 'Mediavelocity Work'],
    ['page_view', '/contact', 'Mediavelocity Contact'],
  ]);
  expect(gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

  // The script and the web-vitals chunk were requested only after the page had loaded: they never compete with the
  // page's own resources.
  const webVitals = await webVitalsLoaded;
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const start = (part: string) =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime ?? -1;
    return { loadEnd: navigation.loadEventEnd, gtagStart: start('gtag/js'), webVitalsStart: start('/web-vitals.') };
  });
  expect(timing.gtagStart).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(timing.webVitalsStart).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(new URL(webVitals.url()).origin, 'the chunk comes from the site itself').toBe(new URL(page.url()).origin);

  // An interaction, then the visitor leaves the tab: LCP, INP and CLS of the page they landed on reach gtag as the
  // events GA4 documents (named after the metric, the change as the value, an id per page load).
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
  const vitals = () => page.evaluate(() => (window.__gtag?.events ?? []).filter((event) => event.name !== 'page_view'));
  await expect
    .poll(async () => {
      await hideAndShow(page);
      return [...new Set((await vitals()).map((event) => event.name))].sort();
    })
    .toEqual(['CLS', 'INP', 'LCP']);
  const landing = new URL('/', page.url()).href;
  for (const event of await vitals()) {
    expect(event.params, event.name).toMatchObject({
      value: expect.any(Number),
      metric_id: expect.stringMatching(/\S/),
      metric_value: expect.any(Number),
      metric_delta: event.params.value,
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      page_location: landing,
    });
  }
});

test('with no measurement id configured, no analytics script or web-vitals chunk loads and nothing errors', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  const webVitals: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager')) thirdParty.push(request.url());
    if (WEB_VITALS_CHUNK.test(new URL(request.url()).pathname)) webVitals.push(request.url());
  });
  await configureAnalytics(page, '');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).click();
  await expect(page).toHaveTitle('Mediavelocity Work');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  expect(webVitals).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});
