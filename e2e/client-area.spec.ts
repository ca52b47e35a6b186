/**
 * The client area end to end: the account remote's function in the Functions emulator, the Auth emulator's accounts
 * and the Stripe stand-in's invoices. The door first (the function called as anyone could call it), then what a
 * client does in the browser: sign in, see their invoices and only theirs, pay one, create an account and verify it.
 */
import type { Page } from '@playwright/test';
import { generateKeyPairSync, sign } from 'node:crypto';
import { demoAccounts } from '../remotes/account/functions/stand-in/demo-data';
import { seedDemoAccounts, toolkit } from '../tooling/auth-emulator';
import { sentEmails } from './accounts';
import { idToken, invoicesCall, newClient, standInFault, uniqueEmail } from './client-area';
import { expect, test } from './fixtures';

// The identity service answers a refused sign-in with HTTP 400, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/status of 400 .*127\.0\.0\.1:9099\/identitytoolkit/] });

test.beforeAll(async () => {
  await seedDemoAccounts();
});

const { client, secondClient, unverified } = demoAccounts;

/** The function called as anyone could: `token` as the bearer (none: no Authorization header). */
async function callInvoices(token?: string) {
  const response = await invoicesCall(token);
  const text = await response.text();
  const body = JSON.parse(text) as {
    result?: { invoices: { number: string; status: string }[] };
    error?: { status: string; message: string };
  };
  return { status: response.status, body, text };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token for `uid` with the claims of a real one but expired an hour ago (unsigned, as the emulator's are). */
function expiredToken(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, number>;
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: past - 3600, exp: past })}.`;
}

/** A real token's claims, signed by a key of the forger's own. */
function forgedToken(token: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${token.split('.')[1]}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

test.describe("the function's door", () => {
  test('refuses a call with no token, an expired or forged one (401) and an unverified address (403), saying why', async () => {
    const real = await idToken(client.email, client.password);
    for (const [token, message] of [
      [undefined, 'Please sign in to see your invoices.'],
      ['not-a-token', 'Please sign in again to see your invoices.'],
      [expiredToken(real), 'Your session has expired. Please sign in again.'],
      [forgedToken(real), 'Please sign in again to see your invoices.'],
    ] as const) {
      const answer = await callInvoices(token);
      expect(answer.status, message).toBe(401);
      expect(answer.body.error).toEqual({ status: 'UNAUTHENTICATED', message });
    }
    const unverifiedAnswer = await callInvoices(await idToken(unverified.email, unverified.password));
    expect(unverifiedAnswer.status).toBe(403);
    expect(unverifiedAnswer.body.error?.message).toMatch(/verify your email address/);
  });

  test("gives each demo client their own invoices, never the other's, and nothing of Stripe's", async () => {
    const first = await callInvoices(await idToken(client.email, client.password));
    const second = await callInvoices(await idToken(secondClient.email, secondClient.password));
    expect(first.status).toBe(200);
    const numbers = (answer: typeof first) => answer.body.result?.invoices.map((invoice) => invoice.number) ?? [];
    expect(numbers(first).length).toBeGreaterThan(0);
    expect(numbers(first).every((number) => /^DEMO(OLD)?-/.test(number))).toBe(true);
    expect(numbers(second).every((number) => /^SECOND-/.test(number))).toBe(true);
    for (const answer of [first, second]) {
      expect(answer.text).not.toMatch(/\b(cus|in|req|sk|rk)_[A-Za-z0-9]/);
      expect(answer.text).not.toContain('stand-in');
    }
  });

  test("a Stripe that fails is the client's 503 in our words, not Stripe's", async () => {
    const fresh = await newClient('stripe-down');
    const token = await idToken(fresh.email, fresh.password);
    await standInFault(fresh.email, 'error');
    const answer = await callInvoices(token);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ status: 'UNAVAILABLE', message: "Your invoices can't be reached right now." });
    await standInFault(fresh.email, 'none');
    expect((await callInvoices(token)).status).toBe(200);
  });
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const main = (page: Page) => page.getByRole('main');

test('from CLIENT LOGIN to the client area: overdue and open first with Pay, then the rest with their PDF', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'CLIENT LOGIN' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL('/account');
  await expect(page).toHaveTitle('Mediavelocity Client Area');
  await expect(main(page).getByText(`Signed in as ${client.email}.`)).toBeVisible();

  const unpaid = main(page).getByRole('region', { name: 'To pay' }).getByRole('listitem');
  await expect(unpaid).toHaveCount(2);
  await expect(unpaid.nth(0)).toContainText(/Invoice DEMO-\d{4} Overdue/);
  await expect(unpaid.nth(1)).toContainText(/Invoice DEMO-\d{4} Open/);
  await expect(unpaid.nth(0)).toContainText('$1,800.00');
  await expect(main(page).getByTestId('outstanding')).toHaveText('Total outstanding: $2,760.00');
  await expect(main(page).getByText(/Pay opens Stripe's secure payment page in a new tab/)).toBeVisible();
  const closed = main(page).getByRole('region', { name: 'Paid and closed' }).getByRole('row');
  await expect(closed).toHaveCount(5); // the heading row, two paid (one of the former studio), void, written off
  await expect(main(page).getByText(/DEMO-1006|SECOND-|LOOK-|SUFFIX-|UNVER-/)).toHaveCount(0);
  const pdf = main(page)
    .getByRole('link', { name: /as a PDF/ })
    .first();
  const pdfResponse = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');

  // Once signed in, the nav's widget and the footer's CLIENT LOGIN lead here.
  await page.goto('/work');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: `Your invoices: signed in as ${client.email}` })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'CLIENT LOGIN' })).toHaveAttribute(
    'href',
    '/account',
  );
});

test("a client pays an invoice on Stripe's page in a new tab, and the client area shows it paid", async ({ page }) => {
  const fresh = await newClient('payer');
  await page.goto('/account');
  await signIn(page, fresh.email, fresh.password);
  const open = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByText('Open', { exact: true }) });
  await expect(open).toBeVisible();
  const number = /Invoice (\S+)/.exec((await open.textContent()) ?? '')?.[1] ?? '';
  const pay = open.getByRole('link', { name: `Pay invoice ${number} (opens Stripe in a new tab)` });
  await expect(pay).toHaveAttribute('target', '_blank');
  const [stripe] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
  await expect(stripe.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await stripe.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(stripe.getByText('Paid. Thank you!')).toBeVisible();
  await stripe.close();

  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Paid and closed' })).toContainText(number);
  await expect(main(page).getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
});

test('/pay lists a signed-in client’s open invoices first, each with Pay; the buy button stays below', async ({
  page,
}) => {
  await page.goto('/pay');
  await main(page).getByRole('link', { name: 'sign in' }).click();
  await expect(page).toHaveURL('/login?return=%2Fpay');
  await signIn(page, secondClient.email, secondClient.password);
  await expect(page).toHaveURL('/pay');
  const section = main(page).getByRole('region', { name: 'Your open invoices' });
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('link', { name: /^Pay invoice SECOND-/ })).toHaveCount(2);
  await expect(section.getByRole('region', { name: 'Paid and closed' })).toHaveCount(0);
  await expect(
    main(page).getByRole('heading', { name: "Online card payment isn't available right now" }),
  ).toBeVisible();
});

test('an unverified client is told why no invoice shows, can have the email sent again, and sees them once verified', async ({
  page,
}) => {
  const fresh = await newClient('unverified', { verified: false });
  await page.goto('/account');
  await signIn(page, fresh.email, fresh.password);
  await expect(main(page).getByRole('heading', { name: 'Please verify your email address' })).toBeVisible();
  await expect(main(page).getByRole('listitem')).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Send the email again' }).click();
  await expect(
    main(page).getByRole('status').filter({ hasText: 'We have sent a new verification link' }),
  ).toBeVisible();
  const [link] = (await sentEmails()).filter((email) => email.email === fresh.email);
  expect(link?.requestType).toBe('VERIFY_EMAIL');

  await main(page).getByRole('button', { name: "I've verified my address" }).click();
  await expect(main(page).getByText('Your address is not verified yet.')).toBeVisible();
  await verify(link?.oobLink ?? '');
  await main(page).getByRole('button', { name: "I've verified my address" }).click();
  await expect(main(page).getByRole('region', { name: 'To pay' }).getByRole('listitem')).toHaveCount(2);
});

/** What the emulator's verification link does when the client opens it: applies its code, as the client's browser. */
async function verify(oobLink: string): Promise<void> {
  const oobCode = new URL(oobLink).searchParams.get('oobCode');
  const response = await fetch(`${toolkit}/accounts:update?key=emulator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  expect(response.status, await response.text()).toBe(200);
}

test.describe('creating an account', () => {
  test('from /login: the password policy shown and enforced, an address in use and a weak password explained', async ({
    page,
  }) => {
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/create-account');
    await expect(page).toHaveTitle('Mediavelocity Create Account');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('Your password needs at least 6 characters.');

    await page.getByLabel('Email', { exact: true }).fill(client.email);
    await password.fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a password with at least 6 characters.');
    await expect(password).toHaveValue('12345');

    await password.fill('a-long-enough-one');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('An account with this email address exists already.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(client.email);
  });

  test('then the verification email, then the client area (empty for a new client)', async ({ page }) => {
    const email = uniqueEmail('new-client');
    await page.goto('/create-account');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my-new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(main(page).getByRole('heading', { name: 'Please verify your email address' })).toBeVisible();
    const [link] = (await sentEmails()).filter((sent) => sent.email === email);
    expect(link?.requestType).toBe('VERIFY_EMAIL');
    await verify(link?.oobLink ?? '');
    await main(page).getByRole('button', { name: "I've verified my address" }).click();
    await expect(main(page).getByText('You have no invoices from us yet.')).toBeVisible();
  });
});

test.describe('creating an account with the identity service unreachable', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_\w+ .*127\.0\.0\.1:9099\//] });

  test('says so and loses nothing typed', async ({ page }) => {
    await page.goto('/create-account');
    await page.route('http://127.0.0.1:9099/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email', { exact: true }).fill('offline@example.com');
    await page.getByLabel('Password', { exact: true }).fill('my-new-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(/could not reach the sign-in service/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('offline@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('my-new-password');
  });
});

test('signed out, /account is the sign-in form, and signing in there stays there', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your invoices' })).toBeVisible();
  await signIn(page, secondClient.email, secondClient.password);
  await expect(main(page).getByRole('region', { name: 'To pay' })).toBeVisible();
  await expect(page).toHaveURL('/account');
});
