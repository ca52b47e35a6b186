import type { ComponentType } from 'react';
import { caseStudyTitle, PageMeta } from '@mediavelocity/contract';
import { slugPath } from '../../app/paths';
import { shareImage } from '../../components/share-image';
import { caseStudies, sectionPhotos, sharePhoto, type CaseStudy } from '../../content/case-studies';
import { CaseStudySection } from './case-study-section';

export interface CaseStudyPageProps {
  readonly study: CaseStudy;
}

/** The one template every case study renders through: title, heading, subtitle, then its sections in order. */
export function CaseStudyPage({ study }: CaseStudyPageProps) {
  // The first photo of the page is the largest image of the first screen; every later one loads lazily.
  const firstPhotoSection = study.sections.findIndex((section) => sectionPhotos(section).length > 0);
  return (
    <article className="bg-body text-body py-5" data-bs-theme={study.theme}>
      <PageMeta
        title={study.title ?? caseStudyTitle(study.project)}
        description={study.description}
        path={slugPath(study.slug)}
        image={shareImage(sharePhoto(study))}
        type="article"
      />
      <header className="container mb-4">
        <h1 className="display-5">{study.heading ?? study.project}</h1>
        <p className="lead text-body-secondary mb-1">{study.subtitle}</p>
        <p className="small text-body-secondary">Client: {study.client}</p>
      </header>
      {study.sections.map((section, index) => (
        <CaseStudySection key={index} section={section} priority={index === firstPhotoSection} />
      ))}
    </article>
  );
}

/**
 * The page at a case study's path, as its route loads it: the routes know the slug only, and the content is looked up
 * here, in the page's own chunk.
 */
export function caseStudyPageFor(slug: string): ComponentType {
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`No case study "${slug}" in content/case-studies.ts.`);
  return function CaseStudyRoute() {
    return <CaseStudyPage study={study} />;
  };
}
