import type { Page } from '@playwright/test';
import { ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';
import { apps, LOCAL_HOST } from '../tooling/apps';
import { authEmulatorOrigin, createAccount, demoClient, seedDemoAccounts } from '../tooling/auth-emulator';
import { disableAccount, sentEmails, setImprovedEmailPrivacy } from './accounts';
import { expect, test } from './fixtures';

// The identity service answers a refused sign-in with HTTP 400, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/status of 400 .*127\.0\.0\.1:9099\/identitytoolkit/] });

const messages = {
  wrongPassword: 'You have entered wrong password. Please try again.',
  userNotFound: 'The email you entered is not registered yet. Create a new account and login. Thanks!',
  invalidCredential: 'The email or password you entered is incorrect. Please try again.',
};

const accountOrigin = `http://${LOCAL_HOST}:${apps.account.hostingPort}`;

/** A fresh address for an account only this test uses. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Past the load event and the browser's next idle moment, when the shell runs what waits for both (the account
 * widget's fetch: shell/src/lib/idle.ts), and until the network is quiet again: anything that would load has loaded.
 */
async function afterIdleAfterLoad(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.beforeAll(async () => {
  await seedDemoAccounts();
});

test('the demo client signs in, lands on the client area and sees the email in the nav; Sign out clears it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Mediavelocity Sign In');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByText('sign-in uses the Firebase Auth emulator')).toBeVisible();

  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoices' })).toBeVisible();
  await expect(nav(page).getByText(demoClient.email)).toBeVisible();

  // A new page load: the widget learns the session again, after the page is interactive.
  await page.goto('/work');
  await expect(nav(page).getByText(demoClient.email)).toBeVisible();

  await nav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(nav(page).getByText(demoClient.email)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCOUNT_SESSION_HINT_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('the button is disabled while the request runs', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `${authEmulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword*`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/login');
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  release();
  await expect(page).toHaveURL('/account');
});

test('a wrong password says so and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoClient.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(messages.wrongPassword);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoClient.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('an unknown email says it is not registered', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, uniqueEmail('nobody'), 'whatever-1');
  await expect(page.getByRole('alert')).toHaveText(messages.userNotFound);
});

test.describe('with improved email privacy on', () => {
  test.beforeAll(async () => setImprovedEmailPrivacy(true));
  test.afterAll(async () => setImprovedEmailPrivacy(false));

  test('a wrong password and an unknown email get the same combined message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demoClient.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredential);

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredential);
  });
});

test('a disabled account is told so', async ({ page }) => {
  const email = uniqueEmail('disabled');
  await disableAccount(await createAccount({ email, password: 'secret-123' }));
  await page.goto('/login');
  await signIn(page, email, 'secret-123');
  await expect(page.getByRole('alert')).toContainText('This account has been disabled.');
});

test.describe('with the identity service unreachable', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_\w+ .*127\.0\.0\.1:9099\//] });

  test('signing in shows the network message', async ({ page }) => {
    await page.route(`${authEmulatorOrigin}/**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await signIn(page, demoClient.email, demoClient.password);
    await expect(page.getByRole('alert')).toHaveText(/could not reach the sign-in service/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoClient.email);
  });
});

test('"Forgot password?" sends a reset email, and answers the same whether or not the address has an account', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await createAccount({ email, password: 'secret-123' });
  const answers: string[] = [];
  await page.goto('/login');
  for (const address of [email, uniqueEmail('nobody')]) {
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    // (The frame's route announcer is a status region too; this is the form's.)
    const status = page.getByRole('main').getByRole('status').filter({ hasText: address });
    await expect(status).toContainText(`If ${address} has an account with us, we have sent it a link`);
    answers.push(((await status.textContent()) ?? '').replace(address, '<address>'));
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(answers[0]).toBe(answers[1]);
  const sent = await sentEmails();
  expect(sent.filter((code) => code.email === email).map((code) => code.requestType)).toEqual(['PASSWORD_RESET']);
});

test('a visitor who never signed in runs nothing of the account remote but its entry, and nothing of the identity SDK', async ({
  page,
}) => {
  const requests: string[] = [];
  // The account's pages linked from the nav and the footer are fetched ahead, not run, but for the remote's entry
  // (docs/performance.md): those are left out here, but not the identity SDK, which must not be among them either.
  const prefetched: string[] = [];
  page.on('request', (request) =>
    (request.resourceType() === 'other' && request.url().startsWith(accountOrigin) ? prefetched : requests).push(
      request.url(),
    ),
  );
  for (const [path, heading] of [
    ['/', 'Mediavelocity'],
    ['/work', 'Work'],
    ['/calculator', 'Loan Calculator'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Past the load event and an idle moment: when a signed-in client's widget would have been fetched.
    await afterIdleAfterLoad(page);
  }
  // The shell reads every remote's small route manifest to know who owns which path; nothing else of the account
  // remote (no script but its entry, no config) and nothing of the identity service may load.
  const account = requests.filter(
    (url) =>
      (url.startsWith(accountOrigin) && !/\/(mf-manifest\.json|remoteEntry\.js)$/.test(url)) ||
      url.startsWith(authEmulatorOrigin) ||
      url.includes('googleapis.com') ||
      url.includes('firebase'),
  );
  expect(account).toEqual([]);
  expect(prefetched.filter((url) => /firebase|\/account-config\.json$/.test(url))).toEqual([]);
  expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(5);
});

test('/login fetches the identity SDK only once a visitor turns to the form', async ({ page }) => {
  const isSdk = (url: string) => url.startsWith(accountOrigin) && /\/firebase-sdk\.[0-9a-f]{8}\.js$/.test(url);
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (isSdk(request.url())) sdkRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeEnabled();
  await afterIdleAfterLoad(page);
  expect(sdkRequests).toEqual([]);

  const sdk = page.waitForRequest((request) => isSdk(request.url()));
  await page.getByLabel('Email', { exact: true }).click();
  await sdk;
  // Signing in then works as before: the SDK was fetched ahead of the submit.
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/account');
});

test('for a signed-in client the widget loads only after the page is interactive', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/account');

  await page.goto('/calculator');
  await expect(nav(page).getByText(demoClient.email)).toBeVisible();
  const timing = await page.evaluate((origin) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // The remote's route manifest is read at start-up on every page (the shell routes by it); the widget's own
    // files are what must wait.
    const account = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin) && !entry.name.endsWith('/mf-manifest.json'))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation?.loadEventEnd ?? Infinity, firstAccountRequest: Math.min(...account) };
  }, accountOrigin);
  expect(timing.firstAccountRequest).toBeGreaterThanOrEqual(timing.loadEnd);
});
