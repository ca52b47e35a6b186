import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import type { ClientInvoice } from '@mediavelocity/contract';
import { formatDate, formatMoney, isUnpaid, outstanding, statusLabels } from '../lib/invoice-format';
import type { InvoicesState } from '../session/use-invoices';
import { EmbedLoading } from './embed-loading';
import { EmbedPanel } from './embed-panel';
import { ReachUsFallback } from './reach-us-fallback';

export interface InvoiceListProps {
  readonly state: InvoicesState;
  readonly onRetry: () => void;
  /** `unpaid`: only what is still to pay (the payment page); `all`: the client area. */
  readonly show: 'all' | 'unpaid';
  /** The heading level of the list's sections, below the page's. */
  readonly headingLevel: 2 | 3;
}

export const INVOICES_LOADING_TEXT = 'Loading your invoices…';
export const INVOICES_FAILED_HEADING = "Your invoices can't be shown right now";

/**
 * A client's invoices: what is still to pay first (overdue, then open), each with the amount due and a Pay button to
 * Stripe's page in a new tab; then the paid, void and written-off ones with their PDF. Or why they are not shown.
 */
export function InvoiceList({ state, onRetry, show, headingLevel }: InvoiceListProps) {
  const panel = useRef<HTMLDivElement>(null);
  const failed = state.status === 'failed' && state.problem === 'unavailable';
  const retry = () => {
    onRetry();
    panel.current?.focus();
  };
  return (
    <EmbedPanel ref={panel} className="mv-invoices" announcement={failed ? INVOICES_FAILED_HEADING : ''}>
      {state.status === 'loading' && <EmbedLoading text={INVOICES_LOADING_TEXT} />}
      {state.status === 'failed' && state.problem === 'signed-out' && (
        <Alert variant="warning" role="alert">
          Your session has ended. Please sign in again to see your invoices.
        </Alert>
      )}
      {state.status === 'failed' && state.problem === 'unverified' && (
        <Alert variant="warning" role="alert">
          Please verify your email address first: we show invoices only then.
        </Alert>
      )}
      {failed && (
        <ReachUsFallback
          reason="failed"
          heading={INVOICES_FAILED_HEADING}
          explanation="Our invoice service did not answer just now. Nothing is lost: try again in a moment."
          purpose="To pay an invoice or ask about one meanwhile"
          include="the invoice number (it is on the invoice we emailed you)"
          emailSubject="Invoice"
          onRetry={retry}
        />
      )}
      {state.status === 'loaded' && <Invoices invoices={state.invoices} show={show} headingLevel={headingLevel} />}
    </EmbedPanel>
  );
}

interface InvoicesProps {
  readonly invoices: readonly ClientInvoice[];
  readonly show: 'all' | 'unpaid';
  readonly headingLevel: 2 | 3;
}

function Invoices({ invoices, show, headingLevel }: InvoicesProps) {
  const Heading = `h${headingLevel}` as const;
  const unpaid = invoices.filter(isUnpaid);
  const closed = invoices.filter((invoice) => !isUnpaid(invoice));
  const totals = outstanding(invoices);
  if (invoices.length === 0 || (show === 'unpaid' && unpaid.length === 0)) {
    return (
      <p className="border rounded-3 bg-body-tertiary p-4 mb-0">
        {invoices.length === 0
          ? 'You have no invoices from us yet. When we send you one, it appears here.'
          : 'You have nothing to pay right now. Thank you!'}
      </p>
    );
  }
  return (
    <>
      <p className="lead" data-testid="outstanding">
        {totals.length === 0 ? (
          'You have nothing to pay right now. Thank you!'
        ) : (
          <>
            Total outstanding:{' '}
            <strong>{totals.map(([currency, amount]) => formatMoney(amount, currency)).join(' and ')}</strong>
          </>
        )}
      </p>
      {unpaid.length > 0 && (
        <section aria-labelledby="mv-unpaid-heading" className="mb-4">
          <Heading id="mv-unpaid-heading" className="h4">
            To pay
          </Heading>
          <p className="small text-body-secondary">
            Pay opens Stripe&apos;s secure payment page in a new tab; your card details never pass through this site.
          </p>
          <ul className="list-unstyled d-grid gap-3 mb-0">
            {unpaid.map((invoice) => (
              <UnpaidInvoice key={invoice.number} invoice={invoice} />
            ))}
          </ul>
        </section>
      )}
      {show === 'all' && closed.length > 0 && <ClosedInvoices invoices={closed} Heading={Heading} />}
    </>
  );
}

function UnpaidInvoice({ invoice }: { readonly invoice: ClientInvoice }) {
  const overdue = invoice.status === 'overdue';
  return (
    <li className="border rounded-3 p-3 d-flex flex-wrap align-items-center gap-3">
      <div className="flex-grow-1">
        <p className="mb-1">
          <strong>Invoice {invoice.number}</strong>{' '}
          <Badge bg={overdue ? 'danger' : 'secondary'}>{statusLabels[invoice.status]}</Badge>
        </p>
        <p className="mb-0 small">
          Issued {formatDate(invoice.issuedOn)}
          {invoice.dueOn && (
            <>
              {' '}
              · {overdue ? 'was due' : 'due'} {formatDate(invoice.dueOn)}
            </>
          )}
        </p>
      </div>
      <p className="mb-0 fs-5 fw-semibold">{formatMoney(invoice.amountRemaining, invoice.currency)}</p>
      {invoice.payUrl ? (
        <a className="btn btn-primary" href={invoice.payUrl} target="_blank" rel="noopener noreferrer">
          Pay<span className="visually-hidden"> invoice {invoice.number} (opens Stripe in a new tab)</span>
        </a>
      ) : (
        <p className="mb-0 small">Email us to pay this one.</p>
      )}
    </li>
  );
}

function ClosedInvoices({
  invoices,
  Heading,
}: {
  readonly invoices: readonly ClientInvoice[];
  readonly Heading: 'h2' | 'h3';
}) {
  return (
    <section aria-labelledby="mv-closed-heading">
      <Heading id="mv-closed-heading" className="h4">
        Paid and closed
      </Heading>
      <Table responsive>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Issued</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.number}>
              <th scope="row">{invoice.number}</th>
              <td>{formatDate(invoice.issuedOn)}</td>
              <td className="text-end">{formatMoney(invoice.amountDue, invoice.currency)}</td>
              <td>{statusLabels[invoice.status]}</td>
              <td>
                {invoice.pdfUrl ? (
                  <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                    Download<span className="visually-hidden"> invoice {invoice.number} as a PDF (new tab)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
