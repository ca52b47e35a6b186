import { sectionTitle } from '@mediavelocity/contract';

export function SignInPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Sign In')}</title>
      <h1>Sign In</h1>
    </section>
  );
}
