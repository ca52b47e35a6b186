import { sectionTitle } from '@mediavelocity/contract';
import { CaseStudyLinks } from '../../components/case-study-links';

export function GalleryPage() {
  return (
    <section className="container py-5">
      <title>{sectionTitle('Gallery')}</title>
      <h1>Gallery</h1>
      <CaseStudyLinks />
    </section>
  );
}
