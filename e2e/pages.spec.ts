import { sitePages } from '../tooling/seo/site-routes';
import { expect, test } from './fixtures';
import { expectImage, expectOneSetFor, readHead, settle } from './head';
import { routes } from './routes';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

/**
 * Every page of the site, loaded once with JavaScript for all that a load of it shows: the spec's title and heading,
 * the prerendered page taken over as it is, and a head with one set of tags, all its own. (Each page used to be
 * loaded once per check, in three specs; the checks did not need the extra loads.)
 */

declare global {
  interface Window {
    /** The page's <main> as the HTML gave it, kept before any script ran. */
    __mvPrerenderedMain?: Element | null;
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
  test(`${route.path}: its title and heading, taken over as prerendered, one set of its own head tags`, async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__mvPrerenderedMain = document.querySelector('main');
      });
    });
    const html = await (await request.get(route.path)).text();
    expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1], 'the HTML has the page heading').toBeTruthy();

    await page.goto(route.path);
    await expect(page.locator('html[data-mv-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeAttached();
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(
      await page.evaluate(() => window.__mvPrerenderedMain === document.querySelector('main')),
      'the app kept the prerendered <main> (it did not render the page again)',
    ).toBe(true);
    expect(warnings.filter((text) => text.includes('prerendered'))).toEqual([]);

    await settle(page, route.path);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head [data-mv-prerendered]')).toHaveCount(0);
    const tags = expectOneSetFor(await readHead(page), route.path, indexed);
    await expectImage(request, tags['og:image'] ?? '');
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
