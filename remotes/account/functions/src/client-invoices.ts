import type Stripe from 'stripe';
import type { ClientInvoice, ClientInvoiceStatus } from '@mediavelocity/contract/src/invoices';
import { normaliseEmail } from './caller';

/** Stripe's largest page: a client's whole history in one request or a few. */
const PAGE_SIZE = 100;

/** A Stripe time (seconds since the epoch) as the date it falls on, in UTC. */
const day = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

function statusOf(invoice: Stripe.Invoice, now: Date): ClientInvoiceStatus | undefined {
  switch (invoice.status) {
    case 'open':
      return invoice.due_date !== null && invoice.due_date * 1000 < now.getTime() ? 'overdue' : 'open';
    case 'paid':
      return 'paid';
    case 'void':
      return 'void';
    case 'uncollectible':
      return 'uncollectible';
    default:
      return undefined; // a draft (not sent yet) or a status this code does not know: not the client's to see
  }
}

/** The few fields the page shows; Stripe's ids (the customer's, the invoice's) stay here. */
function toClientInvoice(invoice: Stripe.Invoice, status: ClientInvoiceStatus): ClientInvoice {
  return {
    number: invoice.number ?? 'Unnumbered invoice',
    issuedOn: day(invoice.effective_at ?? invoice.created),
    dueOn: invoice.due_date === null ? null : day(invoice.due_date),
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    amountRemaining: invoice.amount_remaining,
    currency: invoice.currency,
    status,
    payUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

const urgency: Readonly<Record<ClientInvoiceStatus, number>> = {
  overdue: 0,
  open: 1,
  paid: 2,
  uncollectible: 2,
  void: 2,
};

/** Overdue, then open (the soonest due first), then the rest, the newest first. */
function byUrgency(a: ClientInvoice, b: ClientInvoice): number {
  const rank = urgency[a.status] - urgency[b.status];
  if (rank !== 0) return rank;
  if (urgency[a.status] < 2) return (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999');
  return b.issuedOn.localeCompare(a.issuedOn);
}

export interface ListOptions {
  readonly now?: Date;
  /** Stripe's page size (tests make it small to go through several pages). */
  readonly pageSize?: number;
}

/**
 * The invoices of every Stripe customer whose email is exactly `email` (after normalising case): Stripe's filter is
 * case-sensitive and matches the address as typed there, so each customer it returns is checked again here.
 */
export async function listClientInvoices(
  stripe: Stripe,
  email: string,
  { now = new Date(), pageSize = PAGE_SIZE }: ListOptions = {},
): Promise<ClientInvoice[]> {
  const address = normaliseEmail(email);
  const invoices: ClientInvoice[] = [];
  for await (const customer of stripe.customers.list({ email: address, limit: pageSize })) {
    if (customer.email === null || normaliseEmail(customer.email) !== address) continue;
    for await (const invoice of stripe.invoices.list({ customer: customer.id, limit: pageSize })) {
      const status = statusOf(invoice, now);
      if (status) invoices.push(toClientInvoice(invoice, status));
    }
  }
  return invoices.sort(byUrgency);
}
