import { Link } from 'react-router-dom';
import { caseStudies } from '../content/case-studies';
import { slugPath } from '../app/paths';

/** Links to every case study, derived from the content list. */
export function CaseStudyLinks() {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-2">
      {caseStudies.map((study) => (
        <li key={study.slug} className="col">
          <Link to={slugPath(study.slug)}>{study.project}</Link>
        </li>
      ))}
    </ul>
  );
}
