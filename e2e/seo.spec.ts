import { siteUrl } from '@mediavelocity/contract';
import { apps, LOCAL_HOST, remoteNames } from '../tooling/apps';
import { sitePages } from '../tooling/seo/site-routes';
import { expect, expectNoFullReload, markDocument, pageByPage as test } from './fixtures';
import { expectImage, expectOneSetFor, pngSize, readHead, settle, shell } from './head';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

// Each page's own tags, loaded directly, are checked in pages.spec.ts (one load per page for all its checks).

/**
 * Every page of the site from the remotes' route data (the same data their manifests publish, which a test below
 * checks), plus an address no page has. `indexed: false` pages must say noindex and stay out of the sitemap.
 */
const pages = [...sitePages(), { path: '/no-such-page', remote: 'shell', indexed: false }] as const;

test('a client-side navigation replaces one page’s tags with the next page’s, across every route', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await settle(page, '/');
  await markDocument(page);
  const descriptions = new Map<string, string>();
  for (const { path, indexed } of pages) {
    // What a router link or the back button does: history changes, react-router renders the new route in place.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settle(page, path);
    const tags = expectOneSetFor(await readHead(page), path, indexed);
    descriptions.set(path, tags.description ?? '');
  }
  const shared = [...descriptions].filter(([, text], _, all) => all.filter(([, other]) => other === text).length > 1);
  expect(shared, 'pages sharing a description').toEqual([]);
  await expectNoFullReload(page);
});

test('following links between pages of different remotes leaves only the current page’s tags', async ({ page }) => {
  await page.goto('/');
  await settle(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Work' }).click();
  await settle(page, '/work');
  expectOneSetFor(await readHead(page), '/work', true);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await settle(page, '/contact');
  expectOneSetFor(await readHead(page), '/contact', true);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /pay invoice/i })
    .click();
  await settle(page, '/pay');
  expectOneSetFor(await readHead(page), '/pay', true);
});

test('sitemap.xml lists exactly the pages the remotes publish, less those that say noindex', async ({
  page,
  request,
}) => {
  const published: string[] = [];
  for (const name of remoteNames) {
    const manifest = (await (
      await request.get(`http://${LOCAL_HOST}:${apps[name].hostingPort}/mf-manifest.json`)
    ).json()) as { metaData: { routes: string[] } };
    published.push(...manifest.metaData.routes);
  }
  // The deployed remotes publish what the shell's build read from their route data.
  expect([...published].sort()).toEqual(
    sitePages()
      .map((entry) => entry.path)
      .sort(),
  );
  const unlisted = new Set(pages.filter((entry) => !entry.indexed).map((entry) => entry.path));

  const response = await request.get(`${shell}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml\b/);
  const xml = await response.text();
  await page.goto('/');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  const expected = published.filter((path) => !unlisted.has(path)).map(siteUrl);
  expect([...parsed.locs].sort()).toEqual(expected.sort());
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get(`${shell}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
  expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
});

test('the web app manifest parses and each of its icons loads at its size', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(new URL(href ?? '', shell).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Mediavelocity', start_url: '/', theme_color: '#212529' });
  expect(['standalone', 'minimal-ui']).toContain(manifest.display);
  expect(manifest.short_name).not.toBe('');
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const data = await expectImage(request, new URL(icon.src, shell).href, /^image\/png\b/);
    expect(pngSize(data), icon.src).toBe(icon.sizes);
  }
});

test('the favicon and touch icon load, and /favicon.ico is an icon rather than the app page', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await settle(page, '/');
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')] as const));
  expect(icons.map(([rel]) => rel)).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon']));
  for (const [rel, iconHref] of icons) {
    const data = await expectImage(request, new URL(iconHref ?? '', shell).href);
    if (rel === 'apple-touch-icon') expect(pngSize(data)).toBe('180x180');
  }
  // Browsers and tools ask for /favicon.ico unprompted: an icon, not the app's page from the SPA fallback.
  await expectImage(request, `${shell}/favicon.ico`, /^image\/(x-icon|vnd\.microsoft\.icon)\b/);
  expect(missing).toEqual([]);
});
