/**
 * What the account remote's backend (remotes/account/functions) answers the client area with: the signed-in client's
 * invoices, reduced to what the page shows. Its own module, free of React, because the function bundles it too.
 */

/** Stripe's statuses a client sees (never `draft`), and `overdue`: open and past its due date. */
export type ClientInvoiceStatus = 'open' | 'overdue' | 'paid' | 'void' | 'uncollectible';

export interface ClientInvoice {
  /** The invoice number the client quotes (Stripe's `number`). */
  readonly number: string;
  /** When it was issued and when it is due, as ISO 8601 dates (`2026-11-27`); no due date for some invoices. */
  readonly issuedOn: string;
  readonly dueOn: string | null;
  /** In the currency's smallest unit (cents), as Stripe keeps them. */
  readonly amountDue: number;
  readonly amountPaid: number;
  /** What is left to pay (Stripe's `amount_remaining`). */
  readonly amountRemaining: number;
  /** ISO 4217, lower case as Stripe gives it (`usd`). */
  readonly currency: string;
  readonly status: ClientInvoiceStatus;
  /** Stripe's hosted invoice page, where the client pays (and finds the receipt). */
  readonly payUrl: string | null;
  readonly pdfUrl: string | null;
}

export interface ClientInvoicesAnswer {
  readonly invoices: readonly ClientInvoice[];
}

/** The callable function's name; its URL is in the account remote's settings (`AccountConfig.invoicesUrl`). */
export const INVOICES_FUNCTION = 'clientInvoices';

/** The statuses still to pay, most urgent first. */
export const UNPAID_STATUSES: readonly ClientInvoiceStatus[] = ['overdue', 'open'];
