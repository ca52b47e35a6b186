import type { ClientInvoice, ClientInvoiceStatus } from '@mediavelocity/contract';

/** An amount in a currency's smallest unit, as the client reads it: `$1,800.00`. */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** An ISO date (`2026-11-27`) as `Nov 27, 2026`, the same wherever the visitor is. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDate));
}

export const statusLabels: Readonly<Record<ClientInvoiceStatus, string>> = {
  overdue: 'Overdue',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Written off',
};

export const isUnpaid = (invoice: ClientInvoice): boolean => invoice.status === 'open' || invoice.status === 'overdue';

/** What is still to pay, per currency (a client may be invoiced in more than one): `[['usd', 276000]]`. */
export function outstanding(invoices: readonly ClientInvoice[]): [currency: string, amount: number][] {
  const totals = new Map<string, number>();
  for (const invoice of invoices.filter(isUnpaid)) {
    totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + invoice.amountRemaining);
  }
  return [...totals];
}
