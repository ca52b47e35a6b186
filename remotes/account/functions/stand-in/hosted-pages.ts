/**
 * The stand-in's versions of two pages Stripe hosts for each invoice: the invoice page (where a client pays, here by
 * one button and no card) and the PDF. Only the local demo and the tests see them.
 */
import type { StandInInvoice } from './stripe-stand-in';

const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const date = (seconds: number | null): string =>
  seconds === null ? '—' : new Date(seconds * 1000).toISOString().slice(0, 10);

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The hosted invoice page: what is owed, and for an open invoice a Pay button that marks it paid. */
export function hostedInvoicePage(invoice: StandInInvoice): string {
  const number = escape(invoice.number ?? '');
  const amount = money(invoice.amount_due, invoice.currency);
  const payable = invoice.status === 'open';
  const page = new URL(invoice.hosted_invoice_url ?? '').pathname;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; form-action 'self'">
<title>Invoice ${number} (Stripe stand-in)</title>
</head>
<body>
<main>
<p>Local Stripe stand-in: no card is needed and no money moves.</p>
<h1>Invoice ${number}</h1>
<p>${escape(invoice.description)}</p>
<dl>
<dt>Amount due</dt><dd>${amount}</dd>
<dt>Due</dt><dd>${date(invoice.due_date)}</dd>
<dt>Status</dt><dd id="status">${invoice.status === 'paid' ? 'Paid. Thank you!' : escape(invoice.status)}</dd>
</dl>
${payable ? `<form method="post" action="${escape(page)}/pay"><button type="submit">Pay ${amount}</button></form>` : ''}
<p><a href="${escape(page)}/pdf">Download the invoice (PDF)</a></p>
</main>
</body>
</html>
`;
}

/** A one-page PDF 1.4 with the invoice's lines in Helvetica: the smallest valid file a PDF reader opens. */
export function invoicePdf(invoice: StandInInvoice, customerName: string): Buffer {
  const lines = [
    `Invoice ${invoice.number ?? ''}`,
    `Billed to: ${customerName}`,
    invoice.description,
    `Issued: ${date(invoice.effective_at ?? invoice.created)}   Due: ${date(invoice.due_date)}`,
    `Amount due: ${money(invoice.amount_due, invoice.currency)}   Paid: ${money(invoice.amount_paid, invoice.currency)}`,
    `Status: ${invoice.status}`,
  ];
  // PDF strings escape backslashes and parentheses; the text is ASCII (the demo data's).
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 20} Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
