import { siteUrl } from '@mediavelocity/contract';
import { renderedPage } from '../tooling/prerender/render';
import { sitePages } from '../tooling/seo/site-routes';
import { expect, firstLoadOver, pageByPage, test } from './fixtures';

// Each test loads its own pages: the two workers share this file's tests rather than take one file each.
test.describe.configure({ mode: 'parallel' });

/**
 * Every page of the site is prerendered at build time (npm run prerender, part of build:local): its HTML holds the
 * page itself, which the app then takes over without rendering it again.
 */
const pages = sitePages();

declare global {
  interface Window {
    /** The page's <main> as the HTML gave it, kept before any script ran. */
    __mvPrerenderedMain?: Element | null;
  }
}

pageByPage.describe('without JavaScript', () => {
  pageByPage.use({ pageOptions: { javaScriptEnabled: false } });

  for (const { path } of pages) {
    pageByPage(`${path} shows its page, its nav and its footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.title()).not.toBe('Mediavelocity');
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    });
  }

  pageByPage('a form stays disabled until the app has taken the page over', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  for (const path of ['/no-such-page', '/work/no-such-page']) {
    pageByPage(`${path}, an address without a page, shows the prerendered not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered][data-catch-all]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found');
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Served at every such address, it names none of them.
      await expect(page.locator('head link[rel="canonical"], head meta[property="og:url"]')).toHaveCount(0);
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ expectedConsoleErrors: [] });

  // Each page taken over as it is (same markup, no warning, one set of head tags): pages.spec.ts.

  test('the not-found page is taken over as it is, with the tags of the address visited', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__mvPrerenderedMain = document.querySelector('main');
      });
    });
    await page.goto('/some/lost-page');
    await expect(page.locator('html[data-mv-ready]')).toHaveCount(1);
    expect(await page.evaluate(() => window.__mvPrerenderedMain === document.querySelector('main'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/some/lost-page'));
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('head [data-mv-prerendered]')).toHaveCount(0);
  });

  test('a page a remote added since the last prerender replaces the not-found page it is served', async ({ page }) => {
    // /about as it is served before the shell is deployed again: no page of its own, so app.html. (Asked of the
    // server rather than fulfilled here: Chromium would count a document fulfilled by the test as a public one, not
    // allowed to reach the loopback remotes.)
    expect(await (await page.request.get('/no-such-page')).text()).toContain('data-catch-all');
    await page.route('**/about', (route) =>
      route.continue({ url: new URL('/no-such-page', route.request().url()).href }),
    );
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));

    await page.goto('/about');
    await expect(page.locator('html[data-mv-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Mediavelocity About');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/about'));
    await expect(page.locator('head [data-mv-prerendered]')).toHaveCount(0);
    expect(messages).toContainEqual(expect.stringContaining('This address may have a page after all'));
  });

  test("a remote's stylesheet the page was prerendered with is not fetched again when the app starts", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
    });
    await page.goto('/work');
    await firstLoadOver(page);
    await page.waitForLoadState('networkidle');
    const copies = page.locator('head link[rel="stylesheet"][href^="/remote-styles/"][data-href]');
    expect(await copies.count(), "the page links a copy of its remote's stylesheet").toBeGreaterThan(0);
    expect(stylesheets.filter((file, index) => stylesheets.indexOf(file) !== index)).toEqual([]);
    // The remote's stylesheet loader took the copy for its own: it added no <link> of its own for it.
    const linked = await page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.split('/').at(-1)));
    expect(linked.filter((file, index) => linked.indexOf(file) !== index)).toEqual([]);
  });

  test('the sign-in form is usable once the app has taken the page over', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  });
});

test.describe('a page the app never hands over', () => {
  test.use({ expectedConsoleErrors: [/The routes module would not load/] });

  test('fails its prerender with what its console said meanwhile', async ({ page, baseURL }) => {
    const stuck =
      '<!doctype html><title>Stuck</title><script>console.error("The routes module would not load")</script>';
    const failure = await renderedPage(page, new URL('/stuck', baseURL).href, stuck, 1000).then(
      () => new Error('rendered'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toBe('The app did not hand the page over within 1 s.\nThe routes module would not load');
  });
});
