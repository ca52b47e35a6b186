import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from '@mediavelocity/contract';
import { readCaseStudies } from '../remotes/portfolio/scripts/case-study-files';
import { sitePages } from '../tooling/seo/site-routes';
import { expect, pageByPage as test } from './fixtures';
import { expectImage, expectOneSetFor, pngSize, readHead, settle, structuredData, type StructuredData } from './head';
import { routes } from './routes';
import { serveThirdParties } from './stand-ins';

// Each test loads its own pages (in its worker's page: `pageByPage`): the two workers share this file's tests.
test.describe.configure({ mode: 'parallel' });

/**
 * Every page of the site, loaded once with JavaScript for all that a load of it shows: its title and heading,
 * the prerendered page taken over as it is, a head with one set of tags, all its own, and no CSP violation with
 * analytics, the payment button, the contact form and the video player configured, their stand-ins served from the
 * providers' real URLs. (With nothing configured, every page is loaded by accessibility.spec.ts, failing on any
 * console error; what differs then, the payment and contact pages' fallbacks, is checked for CSP violations too by
 * account-embeds.spec.ts.)
 */

declare global {
  interface Window {
    /** The page's <main> as the HTML gave it, kept before any script ran. */
    __mvPrerenderedMain?: Element | null;
  }
}

/** Each case study's videos, by path. */
const studyVideos = new Map(
  readCaseStudies().map((study) => [
    `/${study.slug}`,
    study.sections.flatMap((section) => (section.kind === 'video' ? section.videos : [])),
  ]),
);

/** The schema.org types a page describes itself with (JSON-LD), in page order; none for the other pages. */
function structuredTypes(path: string): string[] {
  if (path === '/') return ['Organization'];
  if (path === '/sonny') return ['Person'];
  if (studyVideos.has(path)) return ['CreativeWork', 'BreadcrumbList'];
  return [];
}

/** What search engines need of each node, beyond its type; images and logos are fetched to prove they are served. */
async function expectStructuredData(request: APIRequestContext, path: string, data: readonly StructuredData[]) {
  expect(
    data.map((node) => [node['@context'], node['@type']]),
    `${path}: the JSON-LD of its HTML`,
  ).toEqual(structuredTypes(path).map((type) => ['https://schema.org', type]));
  for (const node of data) {
    if (node['@type'] === 'Organization') {
      expect(node).toMatchObject({ name: 'Mediavelocity', url: expect.any(String), sameAs: expect.any(Array) });
      const logo = pngSize(await expectImage(request, String(node.logo), /^image\/png/))
        .split('x')
        .map(Number);
      expect(Math.min(...logo), `${path}: the logo's size`).toBeGreaterThanOrEqual(112);
    }
    if (node['@type'] === 'Person') {
      expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'email', 'jobTitle', 'name', 'url', 'worksFor']);
    }
    if (node['@type'] === 'CreativeWork') {
      expect(node).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        url: expect.any(String),
      });
      await expectImage(request, String(node.image));
      const videos = (node.video ?? []) as StructuredData[];
      expect(
        videos.map((video) => video.name),
        `${path}: a VideoObject per video`,
      ).toEqual(studyVideos.get(path)?.map((video) => video.title));
      for (const video of videos) {
        expect(video).toMatchObject({ '@type': 'VideoObject', embedUrl: expect.stringMatching(/^https:\/\//) });
        await expectImage(request, String(video.thumbnailUrl));
      }
    }
    if (node['@type'] === 'BreadcrumbList') {
      const items = node.itemListElement as StructuredData[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.at(-1)?.item).toBe(siteUrl(path));
    }
  }
}

test('the list covers every page the remotes publish', () => {
  const listed = routes.map((route) => route.path).filter((path) => path !== '/no-such-page');
  expect([...listed].sort()).toEqual(
    sitePages()
      .map((page) => page.path)
      .sort(),
  );
});

for (const route of routes) {
  const indexed = sitePages().find((page) => page.path === route.path)?.indexed ?? false;
  test(`${route.path}: its title and heading, taken over as prerendered, one set of its own head tags, no CSP violation with every third party`, async ({
    page,
    request,
  }) => {
    const requested = await serveThirdParties(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const keepPrerenderedMain = await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__mvPrerenderedMain = document.querySelector('main');
      });
    });
    const html = await (await request.get(route.path)).text();
    expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1], 'the HTML has the page heading').toBeTruthy();
    // Search engines read the structured data from the HTML as it is served.
    const data = structuredData(html, route.path);
    await expectStructuredData(request, route.path, data);

    await page.goto(route.path);
    await expect(page.locator('html[data-mv-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeAttached();
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(
      await page.evaluate(() => window.__mvPrerenderedMain === document.querySelector('main')),
      'the app kept the prerendered <main> (it did not render the page again)',
    ).toBe(true);
    await keepPrerenderedMain.dispose();
    expect(warnings.filter((text) => text.includes('prerendered'))).toEqual([]);
    const takenOver = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent),
    );
    expect(
      takenOver.map((text) => JSON.parse(text ?? '') as unknown),
      'the structured data, taken over',
    ).toEqual(data);

    await settle(page, route.path);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head [data-mv-prerendered]')).toHaveCount(0);
    const tags = expectOneSetFor(await readHead(page), route.path, indexed);
    await expectImage(request, tags['og:image'] ?? '');

    // A video poster becomes the embedded player on click: the stand-in player's own document shows in the frame, so
    // the policy let the frame in.
    const play = page.getByRole('button', { name: /^Play: / }).first();
    if (await play.count()) {
      await play.click();
      const player = page.frameLocator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
      await expect(player.getByText('Stand-in player')).toBeVisible();
    }
    // Analytics loads once the page has; the providers' scripts on their pages. Once every script the test waits for
    // here has loaded, any CSP violation has been reported, and the fixture fails the test on it. (Not `networkidle`:
    // with a cross-origin player frame served by a route, Playwright at times never saw the network go idle.)
    const asked = (origin: string) => expect.poll(() => requested.some((url) => url.startsWith(origin))).toBe(true);
    await asked('https://www.googletagmanager.com/');
    if (route.path === '/pay') await asked('https://js.stripe.com/');
    if (route.path === '/contact') await asked('https://js.hsforms.net/');
  });
}

test('an unknown path shows the not-found page with the nav', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Sorry. That page does not exist.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a path below an existing page is not found either', async ({ page }) => {
  await page.goto('/work/no-such-project');
  await expect(page.getByText('Sorry. That page does not exist.')).toBeVisible();
});
