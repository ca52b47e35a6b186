import Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { INVOICES_FUNCTION, type ClientInvoice } from '@mediavelocity/contract/src/invoices';
import { demoAccounts } from '../../stand-in/demo-data';
import { startStripeStandIn, type StripeStandIn } from '../../stand-in/stripe-stand-in';
import { answerClient } from '../answer-client';
import { STAND_IN_KEY, stripeClient } from '../stripe-client';
import { emulatedVerifier, emulatorToken } from './id-tokens';

let standIn: StripeStandIn;
let verifier: Awaited<ReturnType<typeof emulatedVerifier>>;

beforeAll(async () => {
  verifier = await emulatedVerifier();
});

afterAll(() => verifier.close());

let logged: jest.SpyInstance;

beforeEach(async () => {
  standIn = await startStripeStandIn();
  logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await standIn.close();
});

const sdk = (timeout = 2000) => {
  const { hostname: host, port } = new URL(standIn.url);
  return new Stripe(STAND_IN_KEY, { host, port, protocol: 'http', timeout, maxNetworkRetries: 0 });
};

const as = (email: string, verified = true) => `Bearer ${emulatorToken({ email, email_verified: verified })}`;

async function invoicesOf(email: string, options: { pageSize?: number } = {}): Promise<readonly ClientInvoice[]> {
  return (await answerClient(as(email), { verify: verifier.verify, stripe: sdk(), ...options })).invoices;
}

async function refusalOf(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return error;
}

const numbers = (invoices: readonly ClientInvoice[]) => invoices.map((invoice) => invoice.number);

describe('two clients', () => {
  it("each gets their own invoices and never the other's, nor a lookalike address's", async () => {
    const first = await invoicesOf(demoAccounts.client.email);
    const second = await invoicesOf(demoAccounts.secondClient.email);
    expect(numbers(first).every((number) => /^DEMO(OLD)?-\d{4}$/.test(number))).toBe(true);
    expect(numbers(second).every((number) => /^SECOND-\d{4}$/.test(number))).toBe(true);
    // Both of the first client's Stripe customers (the same email) count; drafts never do.
    expect(first).toHaveLength(6);
    expect(second).toHaveLength(5);
    const theirPages = new Set(second.map((invoice) => invoice.payUrl));
    expect(first.some((invoice) => theirPages.has(invoice.payUrl))).toBe(false);
  });

  it('matches the address exactly after normalising case, not as a part of another', async () => {
    const shouting = await invoicesOf(demoAccounts.client.email.toUpperCase());
    expect(numbers(shouting).sort()).toEqual(numbers(await invoicesOf(demoAccounts.client.email)).sort());
    expect(await invoicesOf('client@example.com')).toEqual([]);
    expect(await invoicesOf(`demo.client@example.co`)).toEqual([]);
  });

  it('checks each customer Stripe returns again: a customer of another address is never read', async () => {
    const stripe = sdk();
    const other = standIn.customers.find((customer) => customer.email === demoAccounts.secondClient.email);
    // A Stripe whose filter let another customer through.
    jest.spyOn(stripe.customers, 'list').mockImplementation(
      () =>
        ({
          async *[Symbol.asyncIterator]() {
            yield other;
          },
        }) as never,
    );
    expect(other).toBeDefined();
    const answer = await answerClient(as(demoAccounts.client.email), { verify: verifier.verify, stripe });
    expect(answer.invoices).toEqual([]);
  });
});

describe('what a client gets', () => {
  it('every status but drafts, overdue for open past due, the unpaid first (the soonest due first)', async () => {
    const invoices = await invoicesOf(demoAccounts.secondClient.email);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['overdue', 'open', 'void', 'paid', 'uncollectible']);
    const [overdue, open, , paid] = invoices;
    expect(overdue).toMatchObject({ amountDue: 360_000, amountPaid: 0, amountRemaining: 360_000, currency: 'usd' });
    expect(paid).toMatchObject({ amountDue: 480_000, amountPaid: 480_000, amountRemaining: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect(overdue?.dueOn?.localeCompare(today)).toBe(-1);
    expect(open?.dueOn?.localeCompare(today)).toBe(1);
    expect(open?.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('only the fields the page shows: no Stripe id, customer or key', async () => {
    const invoices = await invoicesOf(demoAccounts.client.email);
    for (const invoice of invoices) {
      expect(Object.keys(invoice).sort()).toEqual(
        [
          'amountDue',
          'amountPaid',
          'amountRemaining',
          'currency',
          'dueOn',
          'issuedOn',
          'number',
          'payUrl',
          'pdfUrl',
          'status',
        ].sort(),
      );
    }
    const text = JSON.stringify(invoices);
    expect(text).not.toMatch(/\b(cus|in|req|acct)_[A-Za-z0-9]/);
    expect(text).not.toContain(STAND_IN_KEY);
  });

  it('reads every page of a long history', async () => {
    const all = await invoicesOf(demoAccounts.client.email);
    expect(await invoicesOf(demoAccounts.client.email, { pageSize: 1 })).toEqual(all);
  });

  it('an unpaid invoice paid on its hosted page is paid the next time', async () => {
    const [overdue] = await invoicesOf(demoAccounts.client.email);
    await fetch(`${overdue?.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    const after = await invoicesOf(demoAccounts.client.email);
    expect(after.find((invoice) => invoice.number === overdue?.number)).toMatchObject({
      status: 'paid',
      amountRemaining: 0,
    });
  });
});

describe('refusals', () => {
  it('an unverified address: HTTP 403, before Stripe is asked', async () => {
    standIn.setFault(demoAccounts.unverified.email, 'error'); // would show if Stripe were asked
    const error = await refusalOf(
      answerClient(as(demoAccounts.unverified.email, false), { verify: verifier.verify, stripe: sdk() }),
    );
    expect(error).toMatchObject({ code: 'permission-denied', message: expect.stringMatching(/verify your email/) });
  });

  it.each([
    ['answers HTTP 500', 'error'],
    ['drops the connection', 'reset'],
    ['never answers', 'hang'],
  ] as const)('Stripe that %s: "unavailable" (HTTP 503), in our words, not Stripe\'s', async (_case, fault) => {
    standIn.setFault(demoAccounts.client.email, fault);
    const error = await refusalOf(
      answerClient(as(demoAccounts.client.email), { verify: verifier.verify, stripe: sdk(500) }),
    );
    expect(error.code).toBe('unavailable');
    expect(error.httpErrorCode.status).toBe(503);
    expect(error.message).toBe("Your invoices can't be reached right now.");
    expect(error.details).toBeUndefined();
    // Stripe's own error is kept for the agency, in the function's log.
    expect(logged).toHaveBeenCalledWith('Reading the invoices from Stripe failed.', {
      error: expect.any(Stripe.errors.StripeError),
    });
  });

  it('no Stripe key, deployed: "failed-precondition", and no Stripe at all', async () => {
    const error = await refusalOf(
      answerClient(as(demoAccounts.client.email), { verify: verifier.verify, stripe: undefined }),
    );
    expect(error.code).toBe('failed-precondition');
  });
});

describe('which Stripe', () => {
  it('the real API with a key; the stand-in only in the emulator without one; none deployed without one', () => {
    const key = ['sk', 'test', 'x'.repeat(8)].join('_');
    expect(stripeClient(key, false)?.getApiField('host')).toBe('api.stripe.com');
    expect(stripeClient(key, true)?.getApiField('host')).toBe('api.stripe.com');
    const local = stripeClient('', true, 'http://127.0.0.1:12111');
    expect([local?.getApiField('host'), local?.getApiField('port'), local?.getApiField('protocol')]).toEqual([
      '127.0.0.1',
      '12111',
      'http',
    ]);
    expect(stripeClient('', false)).toBeUndefined();
  });

  it('the function is exported under the name the client area calls', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads the entry point as the runtime does
      const entry = require('../index') as Record<string, unknown>;
      expect(Object.keys(entry)).toContain(INVOICES_FUNCTION);
    });
  });
});
