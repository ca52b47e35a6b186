import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@mediavelocity/contract';

const description =
  'There is no page at this address on the Mediavelocity site. Start again from the home page to browse our design, photo and video work.';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="container py-5 text-center">
      {/* An address with no page must not turn up in search results. */}
      <PageMeta title="Page Not Found" description={description} path={pathname} noindex />
      <h1 className="display-5">Page Not Found</h1>
      <p className="lead">Sorry. That page does not exist.</p>
      <Link className="btn btn-primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
