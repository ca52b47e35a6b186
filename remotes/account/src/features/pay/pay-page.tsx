import { Link } from 'react-router-dom';
import { AccountPageMeta } from '../../components/account-page-meta';
import { paths } from '../../app/paths';
import { InvoiceList } from '../../components/invoice-list';
import { defaultEmbedLoaders, type EmbedLoaders } from '../../lib/embed-loaders';
import { withReturn } from '../../lib/return-path';
import type { AuthService } from '../../session/auth-service';
import { firebaseAuth } from '../../session/firebase-auth';
import { firebaseInvoices, type InvoicesService } from '../../session/invoices-service';
import { useInvoices } from '../../session/use-invoices';
import { useSession } from '../../session/use-session';
import { PaymentPanel } from './payment-panel';
import '../../components/invoices.scss';

/** The loaders and services are replaceable for tests; the route renders the page with the real ones. */
export type PayPageProps = Partial<EmbedLoaders> & { readonly auth?: AuthService; readonly invoices?: InvoicesService };

export function PayPage({
  loadConfig = defaultEmbedLoaders.loadConfig,
  loadScript = defaultEmbedLoaders.loadScript,
  auth = firebaseAuth,
  invoices = firebaseInvoices,
}: PayPageProps) {
  return (
    <section className="container py-5">
      <AccountPageMeta page="pay" title="Payment" />
      <h1>Payment Page</h1>
      <ClientInvoices auth={auth} invoices={invoices} />
      <p className="lead mb-4">
        Pay your Mediavelocity invoice securely by card. Card details go straight to Stripe, our payment provider, and
        never pass through this site.
      </p>
      <PaymentPanel loadConfig={loadConfig} loadScript={loadScript} />
    </section>
  );
}

/**
 * A verified client's open invoices, each with Pay, above the buy button; for anyone else a line on signing in. (A
 * visitor who never signed in loads nothing for it: the session is known to be empty without the identity SDK.)
 */
function ClientInvoices({ auth, invoices }: { readonly auth: AuthService; readonly invoices: InvoicesService }) {
  const session = useSession(auth);
  const verified = session.status === 'signed-in' && session.user.emailVerified;
  const { state, retry } = useInvoices(invoices, verified);
  if (session.status !== 'signed-in') {
    return (
      <p>
        Clients: <Link to={withReturn(paths.login, paths.pay, paths.account)}>sign in</Link> to see your invoices and
        pay any of them here.
      </p>
    );
  }
  return (
    <section aria-labelledby="mv-pay-invoices" className="mb-5">
      <h2 id="mv-pay-invoices">Your open invoices</h2>
      {verified ? (
        <InvoiceList state={state} onRetry={retry} show="unpaid" headingLevel={3} />
      ) : (
        <p>Verify your email address to see your invoices here.</p>
      )}
      <p className="mt-3 mb-0">
        <Link to={paths.account}>All your invoices, paid ones too</Link>
      </p>
      <h2 className="h4 mt-5">Another payment</h2>
    </section>
  );
}
