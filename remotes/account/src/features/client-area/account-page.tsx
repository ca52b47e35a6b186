import Spinner from 'react-bootstrap/Spinner';
import { useHydrated } from '@mediavelocity/contract';
import { AccountPageMeta } from '../../components/account-page-meta';
import { paths } from '../../app/paths';
import { InvoiceList } from '../../components/invoice-list';
import { SignInForm } from '../../components/sign-in-form';
import type { AuthService } from '../../session/auth-service';
import { firebaseAuth } from '../../session/firebase-auth';
import { firebaseInvoices, type InvoicesService } from '../../session/invoices-service';
import { hasSessionHint } from '../../session/session-hint';
import { useInvoices } from '../../session/use-invoices';
import { useSession } from '../../session/use-session';
import { VerifyEmail } from './verify-email';
import '../../components/invoices.scss';

/** The services are replaceable for tests; the route renders the page with the real ones. */
export interface AccountPageProps {
  readonly auth?: AuthService;
  readonly invoices?: InvoicesService;
}

/** The client area: a verified client's invoices; for anyone else, what it takes to see them. */
export function AccountPage({ auth = firebaseAuth, invoices = firebaseInvoices }: AccountPageProps) {
  return (
    <section className="container py-5">
      <AccountPageMeta page="account" title="Client Area" />
      <h1 className="mb-4">Your invoices</h1>
      <ClientArea auth={auth} invoices={invoices} />
    </section>
  );
}

function ClientArea({ auth, invoices }: Required<AccountPageProps>) {
  const session = useSession(auth);
  const hydrated = useHydrated();
  const verified = session.status === 'signed-in' && session.user.emailVerified;
  const { state, retry } = useInvoices(invoices, verified);

  if (session.status === 'signed-in') {
    return (
      <>
        <p>
          Signed in as <strong>{session.user.email}</strong>.
        </p>
        {session.user.emailVerified ? (
          <InvoiceList state={state} onRetry={retry} show="all" headingLevel={2} />
        ) : (
          <VerifyEmail auth={auth} email={session.user.email} />
        )}
      </>
    );
  }
  // Where a client may be signed in, wait for the session rather than show a form they do not need (the prerendered
  // page, made for every visitor, shows the form until the app has it).
  if (session.status === 'loading' && hydrated && hasSessionHint()) {
    return (
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Loading your account…
      </div>
    );
  }
  return (
    <div className="row">
      <div className="col-md-8 col-lg-6">
        <p>Sign in to see what we have invoiced you, pay it by card, and download your invoices.</p>
        <SignInForm auth={auth} accountPath={paths.account} createAccountPath={paths.createAccount} />
      </div>
    </div>
  );
}
