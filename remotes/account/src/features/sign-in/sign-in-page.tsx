import { useLocation } from 'react-router-dom';
import { AccountPageMeta } from '../../components/account-page-meta';
import { paths } from '../../app/paths';
import { returnPath } from '../../lib/return-path';
import { firebaseAuth } from '../../session/firebase-auth';
import { SignInForm } from '../../components/sign-in-form';

export function SignInPage() {
  const destination = returnPath(useLocation().search, paths.account);
  return (
    <section className="container py-5">
      <AccountPageMeta page="login" title="Sign In" />
      <div className="row justify-content-center">
        <div className="col-sm-10 col-md-7 col-lg-5">
          <h1 className="text-center mb-4">Sign In</h1>
          <SignInForm
            auth={firebaseAuth}
            destination={destination}
            accountPath={paths.account}
            createAccountPath={paths.createAccount}
          />
        </div>
      </div>
    </section>
  );
}
