import { sectionTitle } from '@mediavelocity/contract';

export function AboutPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('About')}</title>
      <h1>About</h1>
    </section>
  );
}
