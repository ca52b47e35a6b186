import type { Page } from '@playwright/test';
import { expect, expectNoFullReload, markDocument, test } from './fixtures';
import {
  configureProviders,
  HUBSPOT_SCRIPT,
  HUBSPOT_STAND_IN,
  hubspot,
  stripe,
  STRIPE_SCRIPT,
  STRIPE_STAND_IN,
} from './stand-ins';

interface StandIn {
  /** How many times the browser asked for the script. */
  readonly requests: () => number;
  /** Answers with a network failure (as an extension blocking it would), or serves the stand-in again. */
  readonly setBlocked: (blocked: boolean) => void;
  /** Holds answers back until the returned function is called, to look at the loading state. */
  readonly hold: () => () => void;
}

async function serveStandIn(page: Page, url: string, body: string): Promise<StandIn> {
  let requests = 0;
  let blocked = false;
  let held: Promise<void> | undefined;
  await page.route(url, async (route) => {
    requests += 1;
    if (blocked) return route.abort('failed');
    await held;
    return route.fulfill({ contentType: 'application/javascript', body });
  });
  return {
    requests: () => requests,
    setBlocked: (value) => {
      blocked = value;
    },
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = undefined;
          resolve();
        };
      });
      return release;
    },
  };
}

const scriptElements = (page: Page, src: string) =>
  page.evaluate((url) => document.querySelectorAll(`script[src="${url}"]`).length, src);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const buyButton = (page: Page) => page.locator('stripe-buy-button');
const hubspotForm = (page: Page) => page.getByRole('form', { name: 'Stand-in HubSpot form' });

async function expectBuyButton(page: Page): Promise<void> {
  await expect(buyButton(page)).toHaveAttribute('buy-button-id', stripe.buyButtonId);
  await expect(buyButton(page)).toHaveAttribute('publishable-key', stripe.publishableKey);
  // Rendered by the element itself, from the attributes it had when it was connected.
  await expect(page.getByText(`Stand-in buy button ${stripe.buyButtonId} ${stripe.publishableKey}`)).toBeVisible();
  await expect(buyButton(page).getByRole('button', { name: 'Pay now' })).toBeVisible();
}

test.describe('configured', () => {
  test('the buy button and the contact form load after a loading state, each script once across visits', async ({
    page,
  }) => {
    await configureProviders(page);
    const stripeScript = await serveStandIn(page, STRIPE_SCRIPT, STRIPE_STAND_IN);
    const hubspotScript = await serveStandIn(page, HUBSPOT_SCRIPT, HUBSPOT_STAND_IN);

    // /pay: loading, then the button.
    const releaseStripe = stripeScript.hold();
    await page.goto('/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Page' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the secure payment button…' })).toBeVisible();
    await expect.poll(stripeScript.requests).toBe(1);
    await expect(buyButton(page)).toHaveCount(0);
    releaseStripe();
    await expectBuyButton(page);
    await expect(page.getByText('Loading the secure payment button…')).toHaveCount(0);
    await markDocument(page);

    // /contact, client-side: hero, loading, then the form.
    const releaseHubSpot = hubspotScript.hold();
    await nav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('you found your solution')).toBeVisible();
    const heroShare = await page
      .locator('.mv-contact-hero')
      .evaluate((hero) => hero.getBoundingClientRect().height / window.innerHeight);
    expect(heroShare).toBeCloseTo(0.65, 2);
    await expect(page.getByText('Loading form...')).toBeVisible();
    await expect.poll(hubspotScript.requests).toBe(1);
    releaseHubSpot();
    await expect(hubspotForm(page)).toBeVisible();
    await expect(page.getByText('Loading form...')).toHaveCount(0);
    const created = await page.evaluate(() => window.__hubspotStandIn?.forms);
    expect(created).toEqual([{ ...hubspot, target: expect.stringMatching(/^#[\w-]+$/) }]);

    // Submitting shows the thank-you instead of the form, and moves focus to it.
    await hubspotForm(page).getByLabel('Email').fill('client@example.test');
    await hubspotForm(page).getByLabel('Message').fill('A new label for our coffee roastery.');
    await hubspotForm(page).getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("We'll get back to you within one business day.");
    await expect(thanks).toBeFocused();
    await expect(hubspotForm(page)).toBeHidden();
    expect(await page.evaluate(() => window.__hubspotStandIn?.submissions)).toEqual([
      { email: 'client@example.test', message: 'A new label for our coffee roastery.' },
    ]);

    // Back to /pay and /contact, client-side: the scripts are reused, never added again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pay Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Page' })).toBeVisible();
    await expectBuyButton(page);
    await nav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(hubspotForm(page)).toBeVisible();
    await expect(hubspotForm(page)).toHaveCount(1);
    await expect(page.getByText('Loading form...')).toHaveCount(0);

    await expectNoFullReload(page);
    expect(stripeScript.requests()).toBe(1);
    expect(hubspotScript.requests()).toBe(1);
    expect(await scriptElements(page, STRIPE_SCRIPT)).toBe(1);
    expect(await scriptElements(page, HUBSPOT_SCRIPT)).toBe(1);
  });
});

test.describe('scripts blocked', () => {
  // Chromium logs each blocked script as "Failed to load resource"; the tests check that nothing else is logged.
  test.use({ expectCleanConsole: false });

  /** Exactly the one expected failure of the blocked script: no other error, and no CSP violation. */
  const expectOnlyBlockedScriptError = (
    problems: { consoleErrors: string[]; cspViolations: string[] },
    url: string,
  ) => {
    expect(problems.consoleErrors).toEqual([`Failed to load resource: net::ERR_FAILED ${url}`]);
    expect(problems.cspViolations).toEqual([]);
  };

  test('/pay shows how to pay by email, and Retry brings the button without a reload', async ({ page, problems }) => {
    await configureProviders(page);
    const stripeScript = await serveStandIn(page, STRIPE_SCRIPT, STRIPE_STAND_IN);
    stripeScript.setBlocked(true);

    await page.goto('/pay');
    await expect(
      page.getByRole('heading', { level: 2, name: "The secure payment button couldn't load" }),
    ).toBeVisible();
    await expect(page.getByText(/you may be offline, or a browser extension may be blocking it/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Invoice%20payment',
    );
    await expect(buyButton(page)).toHaveCount(0);
    expect(await scriptElements(page, STRIPE_SCRIPT)).toBe(0);
    await markDocument(page);

    stripeScript.setBlocked(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectBuyButton(page);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoFullReload(page);
    expect(stripeScript.requests()).toBe(2);
    expect(await scriptElements(page, STRIPE_SCRIPT)).toBe(1);

    expectOnlyBlockedScriptError(problems, STRIPE_SCRIPT);
  });

  test('/contact shows how to email us, and Retry brings the form without a reload', async ({ page, problems }) => {
    await configureProviders(page);
    const hubspotScript = await serveStandIn(page, HUBSPOT_SCRIPT, HUBSPOT_STAND_IN);
    hubspotScript.setBlocked(true);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 2, name: "The contact form couldn't load" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Project%20enquiry',
    );
    await expect(page.getByText('Loading form...')).toHaveCount(0);
    await markDocument(page);

    hubspotScript.setBlocked(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(hubspotForm(page)).toBeVisible();
    await expect(page.getByText('Loading form...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoFullReload(page);
    expect(hubspotScript.requests()).toBe(2);

    expectOnlyBlockedScriptError(problems, HUBSPOT_SCRIPT);
  });
});

test('not configured: both pages say how to reach us by email, and nothing is fetched from the providers', async ({
  page,
}) => {
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (/stripe\.com|hsforms\.net|hubspot\.com/.test(request.url())) providerRequests.push(request.url());
  });

  await page.goto('/pay');
  await expect(
    page.getByRole('heading', { level: 2, name: "Online card payment isn't available right now" }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
    'href',
    'mailto:hello@mediavelocity.com?subject=Invoice%20payment',
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: "Our contact form isn't available right now" }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
    'href',
    'mailto:hello@mediavelocity.com?subject=Project%20enquiry',
  );
  await expect(page.getByText('Loading form...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  expect(providerRequests).toEqual([]);
});
