import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { noindexPaths, paths } from '../../app/paths';
import { pageDescriptions } from '../../content/page-descriptions';
import { defaultEmbedLoaders, type EmbedLoaders } from '../../lib/embed-loaders';
import { PaymentPanel } from './payment-panel';

/** The loaders are replaceable for tests; the route renders the page with the real ones. */
export type PayPageProps = Partial<EmbedLoaders>;

export function PayPage({
  loadConfig = defaultEmbedLoaders.loadConfig,
  loadScript = defaultEmbedLoaders.loadScript,
}: PayPageProps) {
  return (
    <section className="container py-5">
      <PageMeta
        title={sectionTitle('Payment')}
        description={pageDescriptions.pay}
        path={paths.pay}
        noindex={noindexPaths.has(paths.pay)}
      />
      <h1>Payment Page</h1>
      <p className="lead mb-4">
        Pay your Mediavelocity invoice securely by card. Card details go straight to Stripe, our payment provider, and
        never pass through this site.
      </p>
      <PaymentPanel loadConfig={loadConfig} loadScript={loadScript} />
    </section>
  );
}
