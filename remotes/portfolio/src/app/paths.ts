import { caseStudyIndex, teamSlugs } from '../content/page-index';

/** The portfolio's fixed sections; case-study and team paths derive from their slugs. */
export const sectionPaths = {
  home: '/',
  work: '/work',
  gallery: '/gallery',
  about: '/about',
} as const;

export const slugPath = (slug: string): `/${string}` => `/${slug}`;

/** Every path the portfolio owns, published in its mf-manifest.json for the shell. */
export const routePaths: readonly string[] = [
  ...Object.values(sectionPaths),
  ...caseStudyIndex.map((study) => slugPath(study.slug)),
  ...teamSlugs.map(slugPath),
];
