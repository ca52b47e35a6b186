import { sitePages } from '../tooling/seo/site-routes';
import { expect, test } from './fixtures';

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of pages) {
    test(`${path} shows its page, its nav and its footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.title()).not.toBe('Mediavelocity');
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test('a form stays disabled until the app has taken the page over', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  test('a path without a page of its own gets the app, not a prerendered page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.use({ expectedConsoleErrors: [] });

  for (const { path } of pages) {
    test(`${path} is taken over as it is: same markup, no warning, one set of head tags`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__mvPrerenderedMain = document.querySelector('main');
        });
      });
      const heading = (await (await page.request.get(path)).text()).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
      expect(heading, 'the HTML has the page heading').toBeTruthy();

      await page.goto(path);
      await expect(page.locator('html[data-mv-ready]')).toHaveCount(1);
      expect(
        await page.evaluate(() => window.__mvPrerenderedMain === document.querySelector('main')),
        'the app kept the prerendered <main> (it did not render the page again)',
      ).toBe(true);
      expect(warnings.filter((text) => text.includes('prerendered'))).toEqual([]);
      for (const selector of [
        'title',
        'meta[name="description"]',
        'link[rel="canonical"]',
        'meta[property="og:title"]',
      ]) {
        await expect(page.locator(`head ${selector}`), selector).toHaveCount(1);
      }
      await expect(page.locator('head [data-mv-prerendered]')).toHaveCount(0);
    });
  }

  test('the sign-in form is usable once the app has taken the page over', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  });
});
