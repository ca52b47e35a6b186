import type { ComponentType } from 'react';
import { caseStudyTitle, PageMeta } from '@mediavelocity/contract';
import { slugPath } from '../../app/paths';
import { shareImage } from '../../components/share-image';
import { sectionPhotos, type CaseStudy } from '../../content/case-study';
import { sharePhoto } from '../../content/case-study-photos';
import { CaseStudySection } from './case-study-section';
import { JsonLd } from '../../components/json-ld';
import { breadcrumbData, caseStudyData } from './case-study-data';
import { MoreProjects } from './more-projects';

export interface CaseStudyPageProps {
  readonly study: CaseStudy;
}

/**
 * The one template every case study renders through: title, heading, subtitle, then its sections in order, and at the
 * end the previous and next projects and a call to start one.
 */
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
      <JsonLd data={caseStudyData(study)} />
      <JsonLd data={breadcrumbData(study)} />
      <header className="container mb-4">
        <h1 className="display-5">{study.heading ?? study.project}</h1>
        <p className="lead text-body-secondary mb-1">{study.subtitle}</p>
        <p className="small text-body-secondary">Client: {study.client}</p>
      </header>
      {study.sections.map((section, index) => (
        <CaseStudySection key={index} study={study} section={section} priority={index === firstPhotoSection} />
      ))}
      <MoreProjects slug={study.slug} />
    </article>
  );
}

/** The page at a case study's path, as its route loads it: the template's chunk and the study's file, side by side. */
export function caseStudyPageFor(study: CaseStudy): ComponentType {
  return function CaseStudyRoute() {
    return <CaseStudyPage study={study} />;
  };
}
