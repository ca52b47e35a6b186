import { sectionTitle } from '@mediavelocity/contract';
import { firebaseAuth } from '../../session/firebase-auth';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Sign In')}</title>
      <div className="row justify-content-center">
        <div className="col-sm-10 col-md-7 col-lg-5">
          <h1 className="text-center mb-4">Sign In</h1>
          <SignInForm auth={firebaseAuth} />
        </div>
      </div>
    </section>
  );
}
