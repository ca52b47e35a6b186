import { expect, test } from './fixtures';
import { configureAnalytics, GTAG_STAND_IN, MEASUREMENT_ID } from './stand-ins';

test('a page view is sent on the first page and on every route change, after the page has loaded', async ({ page }) => {
  await configureAnalytics(page, MEASUREMENT_ID);
  const gtagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Work' }).click();
  await expect(page).toHaveTitle('Mediavelocity Work');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveTitle('Mediavelocity Contact');

  await expect.poll(() => page.evaluate(() => window.__gtag?.events.length ?? 0)).toBe(3);
  const record = await page.evaluate(() => window.__gtag);
  expect(record?.config).toEqual([MEASUREMENT_ID]);
  expect(record?.events.map((event) => [event.name, event.params.page_path, event.params.page_title])).toEqual([
    ['page_view', '/', 'Mediavelocity Creative'],
    ['page_view', '/work', 'Mediavelocity Work'],
    ['page_view', '/contact', 'Mediavelocity Contact'],
  ]);
  expect(gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

  // The script was requested only after the page had loaded: it never competes with the page's own resources.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const gtag = performance.getEntriesByType('resource').find((entry) => entry.name.includes('gtag/js'));
    return { loadEnd: navigation.loadEventEnd, gtagStart: gtag?.startTime ?? -1 };
  });
  expect(timing.gtagStart).toBeGreaterThanOrEqual(timing.loadEnd);
});

test('with no measurement id configured, no analytics script loads and nothing errors', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager')) thirdParty.push(request.url());
  });
  await configureAnalytics(page, '');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).click();
  await expect(page).toHaveTitle('Mediavelocity Work');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});
