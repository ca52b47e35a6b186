import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientInvoice } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { deferred } from '@mediavelocity/testing/deferred';
import { authError, client, fakeAuth } from '../../../session/__tests__/fake-auth';
import type { InvoicesService } from '../../../session/invoices-service';
import { AccountPage } from '../account-page';

const invoice = (overrides: Partial<ClientInvoice>): ClientInvoice => ({
  number: 'MV-0001',
  issuedOn: '2026-10-01',
  dueOn: '2026-10-31',
  amountDue: 100_000,
  amountPaid: 0,
  amountRemaining: 100_000,
  currency: 'usd',
  status: 'open',
  payUrl: 'https://invoice.stripe.test/i/one',
  pdfUrl: 'https://invoice.stripe.test/i/one/pdf',
  ...overrides,
});

const history: ClientInvoice[] = [
  invoice({ number: 'MV-0007', status: 'overdue', amountDue: 180_000, amountRemaining: 180_000, dueOn: '2026-11-01' }),
  invoice({ number: 'MV-0008', status: 'open', amountDue: 96_000, amountRemaining: 96_000, dueOn: '2026-12-20' }),
  invoice({ number: 'MV-0003', status: 'paid', amountPaid: 100_000, amountRemaining: 0, payUrl: null }),
  invoice({ number: 'MV-0002', status: 'void', amountRemaining: 0 }),
];

const serving = (invoices: readonly ClientInvoice[]): InvoicesService & { list: jest.Mock } => ({
  list: jest.fn(async () => invoices),
});

function renderPage(auth = fakeAuth(client()).auth, invoices: InvoicesService = serving(history)) {
  return renderWithRouter(<AccountPage auth={auth} invoices={invoices} />, { path: '/account' });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('AccountPage', () => {
  it('shows a verified client what to pay first, each with Pay to Stripe in a new tab, then the rest with a PDF', async () => {
    renderPage();
    const toPay = await screen.findByRole('region', { name: 'To pay' });
    const items = within(toPay).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Invoice MV-0007 OverdueIssued Oct 1, 2026 · was due Nov 1, 2026\$1,800\.00Pay/),
      expect.stringMatching(/^Invoice MV-0008 OpenIssued Oct 1, 2026 · due Dec 20, 2026\$960\.00Pay/),
    ]);
    const pay = within(toPay).getByRole('link', { name: 'Pay invoice MV-0007 (opens Stripe in a new tab)' });
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('outstanding')).toHaveTextContent('Total outstanding: $2,760.00');

    const closed = screen.getByRole('region', { name: 'Paid and closed' });
    expect(
      within(closed)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'InvoiceIssuedAmountStatusPDF',
      expect.stringMatching(/^MV-0003Oct 1, 2026\$1,000\.00PaidDownload/),
      expect.stringMatching(/^MV-0002Oct 1, 2026\$1,000\.00VoidDownload/),
    ]);
    expect(within(closed).getByRole('link', { name: 'Download invoice MV-0003 as a PDF (new tab)' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/one/pdf',
    );
    await waitFor(() => expect(document.title).toBe('Mediavelocity Client Area'));
  });

  it('says so when there is nothing at all, and when nothing is left to pay', async () => {
    renderPage(undefined, serving([]));
    expect(await screen.findByText(/You have no invoices from us yet/)).toBeInTheDocument();
  });

  it('totals each currency on its own', async () => {
    renderPage(
      undefined,
      serving([invoice({ currency: 'eur', amountRemaining: 5_000 }), invoice({ number: 'MV-2', amountRemaining: 1 })]),
    );
    expect(await screen.findByTestId('outstanding')).toHaveTextContent('Total outstanding: €50.00 and $0.01');
  });

  it('waits for the invoices with a bounded notice, then explains a failure with the email fallback and Retry', async () => {
    const first = deferred<readonly ClientInvoice[]>();
    const invoices = { list: jest.fn(() => first.promise) };
    renderPage(undefined, invoices);
    expect(await screen.findByText('Loading your invoices…')).toBeInTheDocument();
    first.reject(Object.assign(new Error('unavailable'), { code: 'functions/unavailable' }));
    expect(await screen.findByRole('heading', { name: "Your invoices can't be shown right now" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Invoice',
    );
    expect(screen.getByText(/the invoice number/)).toBeInTheDocument();

    invoices.list.mockResolvedValueOnce(history);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'To pay' })).toBeInTheDocument();
    expect(invoices.list).toHaveBeenCalledTimes(2);
  });

  it('asks an unverified client to verify first, without asking for invoices, and sends the email again', async () => {
    const { auth } = fakeAuth(client('new@example.com', false));
    const invoices = serving(history);
    renderPage(auth, invoices);
    expect(await screen.findByRole('heading', { name: 'Please verify your email address' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a new verification link to new@example.com.',
    );
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: "I've verified my address" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your address is not verified yet.');
    expect(invoices.list).not.toHaveBeenCalled();
  });

  it('says to wait when verification emails are asked for too often', async () => {
    const { auth } = fakeAuth(client('new@example.com', false), {
      sendVerificationEmail: jest.fn(async () => {
        throw authError('auth/too-many-requests');
      }),
    });
    renderPage(auth);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking for another.');
  });

  it('shows a signed-out visitor the sign-in form, and the invoices once signed in, on the same page', async () => {
    const { auth, emit } = fakeAuth(null);
    const listed = deferred<readonly ClientInvoice[]>();
    const invoices = { list: jest.fn(() => listed.promise) };
    renderPage(auth, invoices);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/create-account');
    expect(invoices.list).not.toHaveBeenCalled();
    await emit(client());
    expect(invoices.list).toHaveBeenCalledTimes(1);
    await act(async () => listed.resolve(history));
    expect(screen.getByRole('region', { name: 'To pay' })).toBeInTheDocument();
  });
});
