import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';
import { FilterableProjectTiles } from '../../components/filterable-project-tiles';
import { projectsOn } from '../../content/projects';
import { shareImage } from '../../components/share-image';
import { sectionPages } from '../../content/section-pages';

export function GalleryPage() {
  return (
    <Container as="section" className="py-5">
      <PageMeta
        title={sectionTitle('Gallery')}
        description={sectionPages.gallery.description}
        path={sectionPaths.gallery}
        image={shareImage(sectionPages.gallery.photo)}
      />
      <h1>Gallery</h1>
      <p className="lead mb-4">Our portfolio at a glance: every project in one view.</p>
      <FilterableProjectTiles projects={projectsOn('gallery')} path={sectionPaths.gallery} layout="gallery" priority>
        <p className="mt-4 mb-0">
          <Link to={sectionPaths.work}>Back to the work</Link>
        </p>
      </FilterableProjectTiles>
    </Container>
  );
}
