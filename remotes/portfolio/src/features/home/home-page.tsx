import { Link } from 'react-router-dom';
import { sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';

export function HomePage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Creative')}</title>
      <h1 className="display-4">Mediavelocity</h1>
      <p className="lead">Design makes the difference</p>
      <Link className="btn btn-primary" to={sectionPaths.work}>
        See our work
      </Link>
    </section>
  );
}
