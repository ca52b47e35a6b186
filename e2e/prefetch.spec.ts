import type { Page } from '@playwright/test';
import { expect, expectNoFullReload, firstLoadOver, markDocument, remoteOrigin, test } from './fixtures';

/**
 * What a link's page needs is fetched ahead of the click (docs/performance.md, "Fetching the next page ahead"): once
 * the first load is over for the links in view, at once for the one a visitor points at; the click then takes it
 * from the browser's cache.
 */

interface Fetch {
  readonly url: string;
  /** When the page asked, in the page's time (ms since it was asked for). */
  readonly at: number;
  /** Answered by the browser's cache rather than the host. */
  cached: boolean;
}

/** Every request of the page to a remote's host, as Chromium answered it (cache or host), in the order asked. */
async function remoteFetches(page: Page): Promise<() => Fetch[]> {
  const fetches = new Map<string, Fetch>();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  let origin: number | undefined;
  session.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (type === 'Document') origin = timestamp;
    if (/^http:\/\/127\.0\.0\.1:505[5-7]\//.test(request.url)) {
      fetches.set(requestId, { url: request.url, at: (timestamp - (origin ?? timestamp)) * 1000, cached: false });
    }
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    const fetch = fetches.get(requestId);
    if (fetch) fetch.cached = true;
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const fetch = fetches.get(requestId);
    if (fetch && (response.fromDiskCache || response.fromPrefetchCache)) fetch.cached = true;
  });
  return () => [...fetches.values()];
}

test('the pages linked in view are fetched ahead once the first load is over, and nothing of them before', async ({
  page,
}) => {
  const fetches = await remoteFetches(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  const over = await firstLoadOver(page);
  const account = remoteOrigin('account');
  // /contact, in the nav, belongs to the account remote: its routes module and the page's chunk come ahead, and its
  // entry, once, loaded and run (only fetched, it would be fetched again at the click: its host says no-cache).
  const ofAccount = () => fetches().filter(({ url }) => url.startsWith(account) && url.endsWith('.js'));
  await expect.poll(() => ofAccount().length, { message: "the account remote's scripts" }).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState('networkidle');
  expect(ofAccount().filter(({ url }) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(
    fetches().filter(({ url, at }) => url.startsWith(account) && !url.endsWith('/mf-manifest.json') && at < over),
    'nothing of a linked page before the first load is over',
  ).toEqual([]);
});

for (const { from, link, heading, photo } of [
  // /work's first photo is its first tile's, fetched ahead too.
  { from: '/', link: 'Work', heading: 'Work', photo: /\/photos\/tile-conklin-\d+\.[0-9a-f]{8}\.avif$/ },
  { from: '/work', link: 'Contact', heading: 'Contact Us', photo: null },
] as const) {
  test(`from ${from}, a click on ${link} after the pointer rested on it asks the hosts for nothing fetched ahead`, async ({
    page,
  }) => {
    const fetches = await remoteFetches(page);
    await page.goto(from);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await firstLoadOver(page);
    const target = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link });
    await target.hover();
    await page.waitForLoadState('networkidle');
    const ahead = fetches().length;
    if (photo) expect(fetches().filter(({ url }) => photo.test(url)).length, 'the first photo, fetched ahead').toBe(1);
    await markDocument(page);
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoFullReload(page);

    const before = new Set(
      fetches()
        .slice(0, ahead)
        .map(({ url }) => url),
    );
    const again = fetches()
      .slice(ahead)
      .filter(({ url, cached }) => before.has(url) && !cached && !url.endsWith('/mf-manifest.json'));
    expect(
      again.map(({ url }) => url),
      'asked of a host again after it was fetched ahead',
    ).toEqual([]);
    // Each file the host sent once: nothing fetched twice.
    const sent = fetches()
      .filter(({ cached, url }) => !cached && !url.endsWith('/mf-manifest.json'))
      .map(({ url }) => url);
    expect(sent.filter((url, index) => sent.indexOf(url) !== index)).toEqual([]);
  });
}

test("a remote's stylesheet the prerendered page has a copy of is not fetched ahead from the remote", async ({
  page,
}) => {
  const fetches = await remoteFetches(page);
  await page.goto('/');
  await firstLoadOver(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).hover();
  await page.waitForLoadState('networkidle');
  const copied = await page
    .locator('head link[rel="stylesheet"][data-href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).dataset.href));
  expect(copied.length, "the page links a copy of its remote's stylesheet").toBeGreaterThan(0);
  expect(fetches().length, 'the pages linked in view were fetched ahead').toBeGreaterThan(0);
  expect(fetches().filter(({ url }) => copied.includes(url))).toEqual([]);
});
