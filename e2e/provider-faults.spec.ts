/**
 * The fault matrix for what the site does not host (docs/faults.md): the payment and form providers' scripts,
 * analytics, the video player and the identity service, each never answering. The page around each must not wait for
 * it, and the part itself ends, within its bound, on its explained fallback. The site runs with the short bounds of
 * e2e/patience.ts, served in its runtime config.
 */
import type { Page, Route } from '@playwright/test';
import { authEmulatorOrigin, demoClient, seedDemoAccounts } from '../tooling/auth-emulator';
import { idToken, invoicesCall, newClient, standInFault } from './client-area';
import { expect, test } from './fixtures';
import { servePatience, testPatience } from './patience';
import {
  configureAnalytics,
  configureProviders,
  GTAG_SCRIPT,
  HUBSPOT_SCRIPT,
  MEASUREMENT_ID,
  STRIPE_SCRIPT,
  YOUTUBE_EMBED,
} from './stand-ins';

// A request that never answers makes the browser log nothing, but the parts that give up on it say so.
test.use({ expectCleanConsole: false });
test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ page }) => servePatience(page));

const { slowNoticeMs, providerGiveUpMs } = testPatience;
/**
 * How long after its part asked a fallback may take to show: the bound, and a margin for a busy machine. With the
 * short bounds the tests serve, less than the site's own bound: the fallback cannot have come from it.
 */
const FALLBACK_WITHIN_MS = providerGiveUpMs + 2000;
/** A held request reaches the test through the browser's messages a little after the page asked: up to this much. */
const REPORT_LAG_MS = 1000;

interface Held {
  readonly route: Route;
  /** When the request came (`Date.now()`). */
  readonly at: number;
}

/** Accepts the page's requests that match `pattern` and never answers them (until the page closes). */
async function neverAnswer(page: Page, pattern: string | RegExp): Promise<Held[]> {
  const held: Held[] = [];
  await page.route(pattern, (route) => {
    held.push({ route, at: Date.now() });
  });
  return held;
}

/** How long since the first held request came. */
const since = (held: readonly Held[]): number => Date.now() - (held[0]?.at ?? NaN);

/** The page has been taken over by the app: everything but the broken part works. */
async function expectUsable(page: Page): Promise<void> {
  await expect(page.locator('html[data-mv-ready]')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' })).toBeVisible();
}

const slowNote = 'This is taking longer than usual. Still trying…';

for (const { name, path, script, loading, fallback } of [
  {
    name: 'the payment button',
    path: '/pay',
    script: STRIPE_SCRIPT,
    loading: 'Loading the secure payment button…',
    fallback: "The secure payment button couldn't load",
  },
  {
    name: 'the contact form',
    path: '/contact',
    script: HUBSPOT_SCRIPT,
    loading: 'Loading form...',
    fallback: "The contact form couldn't load",
  },
]) {
  test(`${name}'s script never answers: the page works meanwhile, then says how to reach us instead`, async ({
    page,
  }) => {
    await configureProviders(page);
    const held = await neverAnswer(page, script);
    await page.goto(path);
    await expectUsable(page);
    const status = page.getByRole('status').filter({ hasText: loading });
    await expect(status).toBeVisible();
    await expect.poll(() => held.length).toBe(1);

    await expect(status).toContainText(slowNote, { timeout: slowNoticeMs + 2000 });
    const heading = page.getByRole('heading', { level: 2, name: fallback });
    await expect(heading).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
    const after = since(held);
    console.log(`${name} never answers: the fallback ${after} ms after the script was asked for`);
    // The bound, not some earlier failure, brought it (less the time the request's report takes to reach the test).
    expect(after).toBeGreaterThanOrEqual(providerGiveUpMs - REPORT_LAG_MS);
    await expect(page.getByRole('link', { name: 'hello@mediavelocity.com' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
}

test('analytics never answers: pages and navigation go on, and page views wait in the queue', async ({ page }) => {
  await configureAnalytics(page, MEASUREMENT_ID);
  const held = await neverAnswer(page, GTAG_SCRIPT);
  await page.goto('/');
  await expectUsable(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  const queued = await page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      const [command, name, params] = Array.from(entry as ArrayLike<unknown>);
      return command === 'event' && name === 'page_view' ? [(params as { page_path: string }).page_path] : [];
    }),
  );
  expect(queued).toEqual(['/', '/work']);
});

test('the video player never answers: the poster stays, then the video is offered on YouTube itself', async ({
  page,
}) => {
  const held = await neverAnswer(page, YOUTUBE_EMBED);
  await page.goto('/csusa');
  await expectUsable(page);
  await page.getByRole('button', { name: /^Play: / }).click();
  await expect.poll(() => held.length).toBe(1);
  const video = page.locator('.ratio').filter({ has: page.locator('iframe') });
  await expect(video.getByRole('status')).toHaveText('Loading the player…');
  await expect(video.getByRole('status')).toHaveText('The player is taking longer than usual…', {
    timeout: slowNoticeMs + 2000,
  });
  const watch = video.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
  await expect(watch).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
  expect(since(held)).toBeGreaterThanOrEqual(providerGiveUpMs - REPORT_LAG_MS);
  await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(video.getByRole('button', { name: 'Try again' })).toBeVisible();
});

const identityService = `${authEmulatorOrigin}/**`;

test('the identity service never answers a sign-in: the button comes back with a message, nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/login');
  await expectUsable(page);
  const held = await neverAnswer(page, identityService);
  await page.getByLabel('Email', { exact: true }).fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-answered');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in service is not answering just now. Please try again in a moment.',
    { timeout: FALLBACK_WITHIN_MS },
  );
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('client@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-answered');
});

test('the identity service never answers a signed-in client: the nav says the account cannot be reached', async ({
  page,
}) => {
  await seedDemoAccounts();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoClient.email);
  await page.getByLabel('Password', { exact: true }).fill(demoClient.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(demoClient.email)).toBeVisible();

  // The next page load checks the stored session with the service, which no longer answers.
  await neverAnswer(page, identityService);
  await page.goto('/work');
  await expectUsable(page);
  await expect(nav.getByText("Your account can't be reached right now")).toBeVisible({
    timeout: FALLBACK_WITHIN_MS + 3000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
});

test.describe("the client area's invoices", () => {
  const failedHeading = "Your invoices can't be shown right now";

  /** A fresh client signed in on /account, with `prepare` (a fault) in place before the invoices are asked for. */
  async function openClientArea(page: Page, prepare: (email: string) => Promise<unknown>) {
    const client = await newClient('faults');
    await prepare(client.email);
    await page.goto('/account');
    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Signed in (and the session kept by the SDK) before anything else: a reload sooner would find no session.
    await expect(page.getByRole('main').getByText('Signed in as')).toBeVisible();
    return client;
  }

  /** The fallback: why, the agency's email with the invoice number to give, and Retry; the page around it works. */
  async function expectFallback(page: Page, within: number) {
    await expect(page.getByRole('heading', { level: 2, name: failedHeading })).toBeVisible({ timeout: within });
    await expect(page.getByText(/with the invoice number/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Invoice',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectUsable(page);
  }

  for (const [name, answer] of [
    ['refuses the connection', (route: Route) => route.abort('connectionrefused')],
    [
      'answers HTTP 500',
      (route: Route) => route.fulfill({ status: 500, json: { error: { status: 'INTERNAL', message: 'INTERNAL' } } }),
    ],
  ] as const) {
    test(`the function ${name}: the fallback at once, and Retry shows the invoices once it answers`, async ({
      page,
    }) => {
      let broken = true;
      await page.route('**/clientInvoices', (route) => (broken ? answer(route) : route.fallback()));
      await openClientArea(page, async () => undefined);
      await expectFallback(page, FALLBACK_WITHIN_MS);
      broken = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('region', { name: 'To pay' })).toBeVisible();
    });
  }

  test('the function never answers: loading, the notice, then the fallback at the bound', async ({ page }) => {
    await openClientArea(page, async () => undefined);
    const held = await neverAnswer(page, '**/clientInvoices');
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'Loading your invoices…' });
    await expect(status).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(status).toContainText(slowNote, { timeout: slowNoticeMs + 2000 });
    await expectFallback(page, FALLBACK_WITHIN_MS);
    const after = since(held);
    console.log(`the invoices function never answers: the fallback ${after} ms after it was asked`);
    expect(after).toBeGreaterThanOrEqual(providerGiveUpMs - REPORT_LAG_MS);
  });

  for (const [name, fault] of [
    ['answers HTTP 500', 'error'],
    ['never answers', 'hang'],
  ] as const) {
    test(`Stripe ${name}: the function says so in its own words, and the page falls back`, async ({ page }) => {
      const started = Date.now();
      const client = await openClientArea(page, (email) => standInFault(email, fault));
      await expectFallback(page, FALLBACK_WITHIN_MS + 1000);
      console.log(`Stripe ${name}: the fallback ${Date.now() - started} ms after the test began`);
      await expect(page.getByText(/Stripe|api_error|cus_/)).toHaveCount(0);
      await standInFault(client.email, 'none');
      // The function may still be waiting out Stripe for the page's first call: Retry once it answers again.
      const token = await idToken(client.email, client.password);
      await expect.poll(async () => (await invoicesCall(token)).status, { timeout: 20_000 }).toBe(200);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('region', { name: 'To pay' })).toBeVisible();
    });
  }
});
