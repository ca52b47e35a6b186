import { sectionTitle } from '@mediavelocity/contract';

export function PayPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Payment')}</title>
      <h1>Payment Page</h1>
    </section>
  );
}
