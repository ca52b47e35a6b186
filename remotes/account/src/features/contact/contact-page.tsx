import { AccountPageMeta } from '../../components/account-page-meta';
import { defaultEmbedLoaders, type EmbedLoaders } from '../../lib/embed-loaders';
import { ContactForm } from './contact-form';
import './contact.scss';

/** The loaders are replaceable for tests; the route renders the page with the real ones. */
export type ContactPageProps = Partial<EmbedLoaders>;

export function ContactPage({
  loadConfig = defaultEmbedLoaders.loadConfig,
  loadScript = defaultEmbedLoaders.loadScript,
}: ContactPageProps) {
  return (
    <>
      <AccountPageMeta page="contact" title="Contact" />
      <div className="mv-contact-hero">
        <div className="container py-5">
          <h1 className="display-3 fw-bold">Contact Us</h1>
          <p className="display-6 mb-0">you found your solution</p>
        </div>
      </div>
      <div className="container py-5">
        <p className="lead mb-4">
          Tell us about your project, your brand or your next shoot, and we&apos;ll get back to you within one business
          day.
        </p>
        <ContactForm loadConfig={loadConfig} loadScript={loadScript} />
      </div>
    </>
  );
}
