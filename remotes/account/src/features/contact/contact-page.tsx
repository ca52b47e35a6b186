import { sectionTitle } from '@mediavelocity/contract';

export function ContactPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Contact')}</title>
      <h1>Contact Us</h1>
    </section>
  );
}
