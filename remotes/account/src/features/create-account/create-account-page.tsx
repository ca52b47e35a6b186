import { useLocation } from 'react-router-dom';
import { AccountPageMeta } from '../../components/account-page-meta';
import { paths } from '../../app/paths';
import type { AuthService } from '../../session/auth-service';
import { returnPath } from '../../lib/return-path';
import { firebaseAuth } from '../../session/firebase-auth';
import { CreateAccountForm } from './create-account-form';

export interface CreateAccountPageProps {
  readonly auth?: AuthService;
}

export function CreateAccountPage({ auth = firebaseAuth }: CreateAccountPageProps) {
  const destination = returnPath(useLocation().search, paths.account);
  return (
    <section className="container py-5">
      <AccountPageMeta page="createAccount" title="Create Account" />
      <div className="row justify-content-center">
        <div className="col-sm-10 col-md-7 col-lg-5">
          <h1 className="text-center mb-3">Create your account</h1>
          <p className="text-center">
            Use the email address we send your invoices to: once you have verified it, you see them here.
          </p>
          <CreateAccountForm auth={auth} destination={destination} signInPath={paths.login} />
        </div>
      </div>
    </section>
  );
}
