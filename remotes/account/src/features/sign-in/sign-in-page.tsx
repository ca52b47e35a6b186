import { useLocation } from 'react-router-dom';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { noindexPaths, paths } from '../../app/paths';
import { pageDescriptions } from '../../content/page-descriptions';
import { returnPath } from '../../lib/return-path';
import { firebaseAuth } from '../../session/firebase-auth';
import { SignInForm } from '../../components/sign-in-form';

export function SignInPage() {
  const destination = returnPath(useLocation().search, paths.account);
  return (
    <section className="container py-5">
      <PageMeta
        title={sectionTitle('Sign In')}
        description={pageDescriptions.login}
        path={paths.login}
        noindex={noindexPaths.has(paths.login)}
      />
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
