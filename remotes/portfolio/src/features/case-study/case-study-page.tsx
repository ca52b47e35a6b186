import { caseStudyTitle } from '@mediavelocity/contract';
import type { CaseStudy } from '../../content/case-studies';

export interface CaseStudyPageProps {
  readonly study: CaseStudy;
}

/** The one template every case study renders through. */
export function CaseStudyPage({ study }: CaseStudyPageProps) {
  return (
    <article className="container py-5">
      <title>{study.title ?? caseStudyTitle(study.project)}</title>
      <h1>{study.heading ?? study.project}</h1>
    </article>
  );
}
