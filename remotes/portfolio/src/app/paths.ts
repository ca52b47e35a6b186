import { caseStudyIndex } from '../content/case-study-index';
import { teamSlugs } from '../content/page-index';

/** The portfolio's fixed sections; case-study and team paths derive from their slugs. */
export const sectionPaths = {
  home: '/',
  work: '/work',
  gallery: '/gallery',
  about: '/about',
} as const;

export const slugPath = (slug: string): `/${string}` => `/${slug}`;

/** Every path the portfolio owns, given the case studies' slugs in order: the sections, the studies, the team. */
export function routePathsOf(caseStudySlugs: readonly string[]): string[] {
  return [...Object.values(sectionPaths), ...caseStudySlugs.map(slugPath), ...teamSlugs.map(slugPath)];
}

/**
 * Every path the portfolio owns, as the app routes them. Its build publishes the same list in its mf-manifest.json,
 * read from the case studies' files (scripts/case-study-files.ts), as the tooling's lists of pages are.
 */
export const routePaths: readonly string[] = routePathsOf(caseStudyIndex.map((study) => study.slug));
