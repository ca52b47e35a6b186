import { Link } from 'react-router-dom';
import { sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';
import { CaseStudyLinks } from '../../components/case-study-links';

export function WorkPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Work')}</title>
      <h1>Work</h1>
      <CaseStudyLinks />
      <Link to={sectionPaths.gallery}>See the gallery</Link>
    </section>
  );
}
