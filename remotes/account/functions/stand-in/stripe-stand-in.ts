/**
 * A local stand-in for the two Stripe API calls the client area's function makes (list customers by email, list a
 * customer's invoices), in Stripe's documented shapes: list objects paged with `limit`, `has_more` and
 * `starting_after`, and Stripe's error envelope for what it refuses. Anything else is refused as Stripe refuses an
 * unknown URL. Each invoice's hosted page (`hosted_invoice_url`) is a small local page whose Pay button marks it paid,
 * and its `invoice_pdf` a one-page PDF, so the whole loop works offline. Hand-written because no package serves Stripe
 * Invoicing offline (Stripe's own mock answers fixed fixtures, with no state, and is a Go binary).
 *
 * For tests only, under `/__stand-in/`: add a client, and make one client's requests fail (HTTP 500, a reset
 * connection, or no answer at all), so faults are tested per client while other tests run.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoCustomers, type SeedCustomer, type SeedInvoice } from './demo-data';
import { hostedInvoicePage, invoicePdf } from './hosted-pages';

export interface StandInCustomer {
  readonly id: string;
  readonly object: 'customer';
  readonly email: string;
  readonly name: string;
  readonly created: number;
  readonly livemode: false;
  readonly metadata: Record<string, string>;
}

export interface StandInInvoice {
  readonly id: string;
  readonly object: 'invoice';
  readonly customer: string;
  readonly customer_email: string;
  readonly number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  readonly created: number;
  readonly effective_at: number | null;
  readonly due_date: number | null;
  readonly currency: string;
  readonly amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  readonly total: number;
  readonly description: string;
  readonly hosted_invoice_url: string | null;
  readonly invoice_pdf: string | null;
  readonly livemode: false;
  readonly collection_method: 'send_invoice';
  readonly status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null };
}

/** How a client's requests fail, for the fault tests. */
export type StandInFault = 'none' | 'error' | 'reset' | 'hang';

export interface StripeStandIn {
  readonly url: string;
  readonly customers: readonly StandInCustomer[];
  readonly invoices: readonly StandInInvoice[];
  addCustomer(seed: SeedCustomer): StandInCustomer;
  setFault(email: string, fault: StandInFault): void;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60;

const stripeId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

/** Reads `limit` and `starting_after` as Stripe does: 1 to 100 (10 by default), after an id of this list. */
function page<T extends { id: string }>(all: readonly T[], query: URLSearchParams, url: string) {
  const limit = Number(query.get('limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new StripeRefusal(400, 'invalid_request_error', 'Invalid integer: limit must be between 1 and 100.', {
      param: 'limit',
    });
  }
  const after = query.get('starting_after');
  const start = after === null ? 0 : all.findIndex((item) => item.id === after) + 1;
  if (after !== null && start === 0) {
    throw new StripeRefusal(400, 'invalid_request_error', `No such object: '${after}'`, {
      code: 'resource_missing',
      param: 'starting_after',
    });
  }
  const data = all.slice(start, start + limit);
  return { object: 'list', url, has_more: start + limit < all.length, data };
}

function refuseUnknown(query: URLSearchParams, known: readonly string[]): void {
  for (const name of query.keys()) {
    if (!known.includes(name)) {
      throw new StripeRefusal(400, 'invalid_request_error', `Received unknown parameter: ${name}`, { param: name });
    }
  }
}

/** Starts the stand-in on `port` (0: any free port), seeded with the demo clients (or `seeds`). */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  seeds = demoCustomers,
  now = new Date(),
}: { port?: number; host?: string; seeds?: readonly SeedCustomer[]; now?: Date } = {}): Promise<StripeStandIn> {
  const customers: StandInCustomer[] = [];
  const invoices: StandInInvoice[] = [];
  const faults = new Map<string, StandInFault>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refusal =
        error instanceof StripeRefusal
          ? error
          : new StripeRefusal(500, 'api_error', 'An unknown error occurred on the stand-in.');
      send(response, refusal.status, {
        error: {
          type: refusal.type,
          message: refusal.message,
          ...refusal.extra,
          doc_url: `https://stripe.com/docs/error-codes${refusal.extra.code ? `/${refusal.extra.code.replace(/_/g, '-')}` : ''}`,
        },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  const origin = `http://${host}:${bound}`;
  const seconds = Math.floor(now.getTime() / 1000);

  function addCustomer(seed: SeedCustomer): StandInCustomer {
    const customer: StandInCustomer = {
      id: stripeId('cus'),
      object: 'customer',
      email: seed.email,
      name: seed.name,
      created: seconds - 500 * DAY + customers.length,
      livemode: false,
      metadata: {},
    };
    customers.unshift(customer); // Stripe lists the newest first
    seed.invoices.forEach((invoice, index) => invoices.unshift(makeInvoice(customer, seed, invoice, index)));
    invoices.sort((a, b) => b.created - a.created);
    return customer;
  }

  function makeInvoice(customer: StandInCustomer, seed: SeedCustomer, spec: SeedInvoice, index: number) {
    const id = stripeId('in');
    // Stripe's hosted pages are named by an opaque token of their own, not by the invoice's id.
    const hosted = `${origin}/i/${stripeId('live')}`;
    const created = seconds - spec.issuedDaysAgo * DAY - index;
    const draft = spec.status === 'draft';
    const paid = spec.status === 'paid' ? spec.amount : 0;
    const invoice: StandInInvoice = {
      id,
      object: 'invoice',
      customer: customer.id,
      customer_email: customer.email,
      number: draft ? null : `${seed.invoicePrefix}-${String(1001 + index).padStart(4, '0')}`,
      status: spec.status === 'overdue' ? 'open' : spec.status,
      created,
      effective_at: draft ? null : created,
      due_date: spec.dueInDays === null ? null : seconds + spec.dueInDays * DAY,
      currency: 'usd',
      amount_due: spec.amount,
      amount_paid: paid,
      amount_remaining: ['open', 'overdue', 'uncollectible'].includes(spec.status) ? spec.amount : 0,
      total: spec.amount,
      description: spec.description,
      hosted_invoice_url: draft ? null : hosted,
      invoice_pdf: draft ? null : `${hosted}/pdf`,
      livemode: false,
      collection_method: 'send_invoice',
      status_transitions: {
        finalized_at: draft ? null : created,
        paid_at: spec.status === 'paid' ? created + 3 * DAY : null,
        voided_at: spec.status === 'void' ? created + 2 * DAY : null,
      },
    };
    return invoice;
  }

  for (const seed of seeds) addCustomer(seed);

  /** Applies a client's fault: true when the request has been dealt with (failed, or left hanging). */
  function faulted(email: string | undefined, response: ServerResponse): boolean {
    const fault = email === undefined ? 'none' : (faults.get(email) ?? 'none');
    if (fault === 'none') return false;
    if (fault === 'error') throw new StripeRefusal(500, 'api_error', 'An unknown error occurred.');
    if (fault === 'reset') response.socket?.destroy();
    else hanging.add(response);
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const route = `${request.method} ${url.pathname}`;
    if (url.pathname.startsWith('/i/')) return hostedPage(request, response, url);
    if (url.pathname.startsWith('/__stand-in/')) return control(request, response, url);
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      throw new StripeRefusal(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header.',
      );
    }
    if (route === 'GET /v1/customers') {
      refuseUnknown(url.searchParams, ['email', 'limit', 'starting_after']);
      const email = url.searchParams.get('email') ?? undefined;
      if (faulted(email, response)) return;
      // Stripe's filter is exact and case-sensitive.
      const found = email === undefined ? customers : customers.filter((customer) => customer.email === email);
      return send(response, 200, page(found, url.searchParams, '/v1/customers'));
    }
    if (route === 'GET /v1/invoices') {
      refuseUnknown(url.searchParams, ['customer', 'limit', 'starting_after']);
      const id = url.searchParams.get('customer');
      const customer = customers.find((each) => each.id === id);
      if (id !== null && !customer) {
        throw new StripeRefusal(400, 'invalid_request_error', `No such customer: '${id}'`, {
          code: 'resource_missing',
          param: 'customer',
        });
      }
      if (faulted(customer?.email, response)) return;
      const found = customer ? invoices.filter((invoice) => invoice.customer === customer.id) : invoices;
      return send(response, 200, page(found, url.searchParams, '/v1/invoices'));
    }
    throw new StripeRefusal(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    );
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [, , token, action] = url.pathname.split('/');
    const invoice = invoices.find((each) => each.hosted_invoice_url === `${origin}/i/${token}`);
    if (!invoice) return sendText(response, 404, 'text/plain; charset=utf-8', 'No such invoice.');
    if (request.method === 'GET' && action === 'pdf') {
      const customer = customers.find((each) => each.id === invoice.customer);
      return sendText(response, 200, 'application/pdf', invoicePdf(invoice, customer?.name ?? ''));
    }
    if (request.method === 'POST' && action === 'pay') {
      if (invoice.status === 'open') {
        invoice.status = 'paid';
        invoice.amount_paid = invoice.amount_due;
        invoice.amount_remaining = 0;
        invoice.status_transitions.paid_at = Math.floor(Date.now() / 1000);
      }
      response.writeHead(303, { Location: url.pathname.replace(/\/pay$/, '') }).end();
      return;
    }
    if (request.method === 'GET' && action === undefined) {
      return sendText(response, 200, 'text/html; charset=utf-8', hostedInvoicePage(invoice));
    }
    sendText(response, 404, 'text/plain; charset=utf-8', 'Not found.');
  }

  async function control(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const body = JSON.parse((await readBody(request)) || '{}') as Partial<SeedCustomer> & { fault?: StandInFault };
    if (request.method === 'POST' && url.pathname === '/__stand-in/customers' && body.email && body.invoices) {
      const customer = addCustomer({
        email: body.email,
        name: body.name ?? body.email,
        invoicePrefix: body.invoicePrefix ?? 'TEST',
        invoices: body.invoices,
      });
      return send(response, 200, { id: customer.id });
    }
    if (request.method === 'POST' && url.pathname === '/__stand-in/faults' && body.email && body.fault) {
      setFault(body.email, body.fault);
      return send(response, 200, { ok: true });
    }
    throw new StripeRefusal(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    );
  }

  function setFault(email: string, fault: StandInFault): void {
    if (fault === 'none') faults.delete(email);
    else faults.set(email, fault);
  }

  return {
    url: origin,
    customers,
    invoices,
    addCustomer,
    setFault,
    close: async () => {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  sendText(response, status, 'application/json', JSON.stringify(body), {
    'Request-Id': stripeId('req'),
    'Stripe-Version': '2026-10-28.endive',
  });
}

function sendText(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
