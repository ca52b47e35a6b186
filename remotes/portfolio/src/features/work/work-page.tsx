import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';
import { FilterableProjectTiles } from '../../components/filterable-project-tiles';
import { projectsOn } from '../../content/projects';
import { shareImage } from '../../components/share-image';
import { sectionPages } from '../../content/section-pages';

export function WorkPage() {
  return (
    <Container as="section" className="py-5">
      <PageMeta
        title={sectionTitle('Work')}
        description={sectionPages.work.description}
        path={sectionPaths.work}
        image={shareImage(sectionPages.work.photo)}
      />
      <h1>Work</h1>
      <p className="lead mb-4">
        Brands, campaigns, shoots and series we have made with our clients. Choose a project to see how it came
        together.
      </p>
      <FilterableProjectTiles projects={projectsOn('work')} path={sectionPaths.work} layout="work" priority>
        <p className="mt-4 mb-0">
          <Link to={sectionPaths.gallery}>Browse the gallery</Link>
        </p>
      </FilterableProjectTiles>
    </Container>
  );
}
