import type { Page, Route } from '@playwright/test';
import { expect, expectNoFullReload, markDocument, remoteOrigin, test } from './fixtures';

// These tests break remotes on purpose: the browser logs the failed loads.
test.use({ expectCleanConsole: false });

type RemoteName = 'portfolio' | 'tools' | 'account';

/** For each remote: one of its pages, and a page of another remote to prove the rest keeps working. */
const cases: readonly { remote: RemoteName; path: string; heading: string; other: string; otherHeading: string }[] = [
  { remote: 'portfolio', path: '/about', heading: 'About', other: '/contact', otherHeading: 'Contact Us' },
  { remote: 'tools', path: '/calculator', heading: 'Loan Calculator', other: '/work', otherHeading: 'Work' },
  { remote: 'account', path: '/login', heading: 'Sign In', other: '/tools', otherHeading: 'Tools' },
];

/** Ways a remote can fail: each breaks one request pattern of the remote's origin. */
const failures: readonly {
  kind: string;
  pattern: (origin: string) => string | RegExp;
  answer: (r: Route) => unknown;
}[] = [
  {
    kind: 'server down (manifest unreachable)',
    pattern: (origin) => `${origin}/**`,
    answer: (route) => route.abort('connectionrefused'),
  },
  {
    kind: 'remote entry 404',
    pattern: (origin) => `${origin}/**/remoteEntry.js`,
    answer: (route) => route.fulfill({ status: 404, body: 'not found' }),
  },
  {
    kind: 'remote entry script error',
    pattern: (origin) => `${origin}/**/remoteEntry.js`,
    answer: (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken deploy");' }),
  },
  {
    kind: 'page chunk 404',
    // Everything but the manifest, the entry and the exposed routes module: the page's own chunks (in the live
    // version's folder, v/<version>/).
    pattern: (origin) => new RegExp(`^${origin}/v/[^/]+/(?!remoteEntry|__federation_expose)[^/]+\\.js$`),
    answer: (route) => route.fulfill({ status: 404, body: 'not found' }),
  },
];

async function expectUnavailable(page: Page, remote: RemoteName): Promise<void> {
  const panel = page.locator(`[data-unavailable-remotes~="${remote}"]`);
  await expect(panel.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('Sorry. That page does not exist.')).toHaveCount(0);
}

for (const { remote, path, heading, other, otherHeading } of cases) {
  for (const failure of failures) {
    test(`${remote}: ${failure.kind} costs only its routes, and Retry recovers without a reload`, async ({ page }) => {
      const pattern = failure.pattern(remoteOrigin(remote));
      await page.route(pattern, failure.answer);

      await page.goto(path);
      await expectUnavailable(page, remote);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pay Invoice' })).toBeVisible();
      await markDocument(page);

      // The frame and the other remotes keep working.
      await page.goto(other);
      await expect(page.getByRole('heading', { level: 1, name: otherHeading })).toBeVisible();
      await page.goBack();
      await expectUnavailable(page, remote);
      await markDocument(page);

      // The remote is back: Retry shows the page without a full page load.
      await page.unroute(pattern);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expectNoFullReload(page);
    });
  }
}

test('while a remote is unreachable, any path it may own shows the panel, not "page not found"', async ({ page }) => {
  await page.route(`${remoteOrigin('tools')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/some-tool-we-might-add');
  await expectUnavailable(page, 'tools');
});
