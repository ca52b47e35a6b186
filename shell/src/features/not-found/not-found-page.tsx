import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="container py-5 text-center">
      <title>Page Not Found</title>
      <h1 className="display-5">Page Not Found</h1>
      <p className="lead">Sorry. That page does not exist.</p>
      <Link className="btn btn-primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
