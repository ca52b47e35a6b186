import Stripe from 'stripe';
import { demoAccounts } from '../demo-data';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in';

let standIn: StripeStandIn;

beforeEach(async () => {
  standIn = await startStripeStandIn();
});

afterEach(async () => {
  await standIn.close();
});

const api = (path: string, key: string | null = 'stand-in') =>
  fetch(`${standIn.url}${path}`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });

const sdk = () => {
  const { hostname: host, port } = new URL(standIn.url);
  return new Stripe('stand-in', { host, port, protocol: 'http', maxNetworkRetries: 0, timeout: 1000 });
};

describe("Stripe's list shape", () => {
  it('lists customers by exact email, case-sensitive as Stripe, newest first', async () => {
    const found = (await (
      await api(`/v1/customers?email=${demoAccounts.client.email}`)
    ).json()) as Stripe.ApiList<Stripe.Customer>;
    expect(found).toMatchObject({ object: 'list', url: '/v1/customers', has_more: false });
    expect(found.data.map((customer) => customer.name)).toEqual(['Demo Client (former studio)', 'Demo Client']);
    expect(found.data.every((customer) => /^cus_\w+$/.test(customer.id))).toBe(true);
    const upper = (await (await api(`/v1/customers?email=${demoAccounts.client.email.toUpperCase()}`)).json()) as {
      data: unknown[];
    };
    expect(upper.data).toEqual([]);
  });

  it('pages with limit, has_more and starting_after until the list is done', async () => {
    const ids: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const query = `limit=4${after ? `&starting_after=${after}` : ''}`;
      const page = (await (await api(`/v1/invoices?${query}`)).json()) as Stripe.ApiList<Stripe.Invoice>;
      pages += 1;
      ids.push(...page.data.map((invoice) => invoice.id));
      if (!page.has_more) break;
      after = page.data.at(-1)?.id;
    }
    expect(new Set(ids).size).toBe(standIn.invoices.length);
    expect(pages).toBe(Math.ceil(standIn.invoices.length / 4));
    // The SDK's own auto-pagination reads the same.
    const viaSdk: string[] = [];
    for await (const invoice of sdk().invoices.list({ limit: 3 })) viaSdk.push(invoice.id);
    expect(viaSdk).toEqual(ids);
  });

  it('gives an invoice the fields Stripe documents, a hosted page and a PDF named by a token, not by its id', async () => {
    const [customer] = standIn.customers.filter((each) => each.email === demoAccounts.secondClient.email);
    const list = (await (
      await api(`/v1/invoices?customer=${customer?.id}&limit=100`)
    ).json()) as Stripe.ApiList<Stripe.Invoice>;
    expect(list.data.map((invoice) => invoice.status).sort()).toEqual([
      'draft',
      'open',
      'open',
      'paid',
      'uncollectible',
      'void',
    ]);
    const [open] = list.data.filter((invoice) => invoice.status === 'open');
    expect(open).toMatchObject({
      object: 'invoice',
      customer: customer?.id,
      currency: 'usd',
      number: expect.stringMatching(/^SECOND-\d{4}$/),
      hosted_invoice_url: expect.stringMatching(new RegExp(`^${standIn.url}/i/live_\\w+$`)),
    });
    expect(open?.hosted_invoice_url).not.toContain(open?.id);
    expect(open?.invoice_pdf).toBe(`${open?.hosted_invoice_url}/pdf`);
    const draft = list.data.find((invoice) => invoice.status === 'draft');
    expect(draft).toMatchObject({ number: null, hosted_invoice_url: null, invoice_pdf: null });
  });
});

describe("Stripe's error envelope", () => {
  it.each([
    [
      'no API key',
      '/v1/customers',
      null,
      401,
      { type: 'invalid_request_error', message: /did not provide an API key/ },
    ],
    ['an unknown URL', '/v1/charges', 'stand-in', 404, { message: 'Unrecognized request URL (GET: /v1/charges).' }],
    [
      'an unknown parameter',
      '/v1/customers?ending_before=cus_1',
      'stand-in',
      400,
      { param: 'ending_before', message: 'Received unknown parameter: ending_before' },
    ],
    ['a limit out of range', '/v1/invoices?limit=101', 'stand-in', 400, { param: 'limit' }],
    [
      'an unknown customer',
      '/v1/invoices?customer=cus_nobody',
      'stand-in',
      400,
      { code: 'resource_missing', param: 'customer', message: "No such customer: 'cus_nobody'" },
    ],
  ] as [string, string, string | null, number, Record<string, string | RegExp>][])(
    'answers %s as Stripe does',
    async (_case, path, key, status, error) => {
      const response = await api(path, key);
      expect(response.status).toBe(status);
      expect(response.headers.get('request-id')).toMatch(/^req_/);
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({
        ...error,
        message:
          error.message instanceof RegExp
            ? expect.stringMatching(error.message)
            : (error.message ?? expect.any(String)),
      });
    },
  );

  it('is what the SDK turns into its own error classes', async () => {
    await expect(sdk().invoices.list({ customer: 'cus_nobody' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('the hosted invoice page', () => {
  it("takes the payment: the invoice is paid, in the page and in the API's answers", async () => {
    const invoice = standIn.invoices.find(
      (each) => each.customer_email === demoAccounts.client.email && each.status === 'open',
    );
    const page = invoice?.hosted_invoice_url ?? '';
    const before = await (await fetch(page)).text();
    expect(before).toContain(`Invoice ${invoice?.number}`);
    expect(before).toMatch(/<button type="submit">Pay \$[\d,.]+<\/button>/);

    const paid = await fetch(`${page}/pay`, { method: 'POST' });
    expect(paid.url).toBe(page); // followed the redirect back to the page
    expect(await paid.text()).toContain('Paid. Thank you!');
    const listed = (await (await api(`/v1/invoices?customer=${invoice?.customer}&limit=100`)).json()) as {
      data: Stripe.Invoice[];
    };
    expect(listed.data.find((each) => each.id === invoice?.id)).toMatchObject({
      status: 'paid',
      amount_paid: invoice?.amount_due,
      amount_remaining: 0,
    });
  });

  it('serves the invoice as a PDF whose cross-reference table points at its objects', async () => {
    const invoice = standIn.invoices.find((each) => each.invoice_pdf !== null);
    const response = await fetch(invoice?.invoice_pdf ?? '');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain(`(Invoice ${invoice?.number})`);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('is not there for a draft or an unknown token', async () => {
    expect((await fetch(`${standIn.url}/i/live_nothing`)).status).toBe(404);
  });
});

describe("a client's faults, for the fault tests", () => {
  const customersOf = (email: string) => sdk().customers.list({ email });

  it('fails only that client, with HTTP 500, a reset connection, or no answer', async () => {
    const { email } = demoAccounts.secondClient;
    standIn.setFault(email, 'error');
    await expect(customersOf(email)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(customersOf(demoAccounts.client.email)).resolves.toMatchObject({ object: 'list' });
    standIn.setFault(email, 'reset');
    await expect(customersOf(email)).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    standIn.setFault(email, 'hang');
    await expect(customersOf(email)).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError); // the SDK's timeout
    standIn.setFault(email, 'none');
    await expect(customersOf(email)).resolves.toMatchObject({ object: 'list' });
  });

  it('adds a client through its control URL', async () => {
    const response = await fetch(`${standIn.url}/__stand-in/customers`, {
      method: 'POST',
      body: JSON.stringify({
        email: 'new.client@example.com',
        invoices: [{ status: 'open', amount: 100, issuedDaysAgo: 1, dueInDays: 10, description: 'Test' }],
      }),
    });
    const { id } = (await response.json()) as { id: string };
    expect((await sdk().invoices.list({ customer: id })).data).toHaveLength(1);
  });
});
