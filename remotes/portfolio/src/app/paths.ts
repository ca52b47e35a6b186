import { caseStudies } from '../content/case-studies';
import { team } from '../content/team';

/** The portfolio's fixed sections; case-study and team paths derive from their content. */
export const sectionPaths = {
  home: '/',
  work: '/work',
  gallery: '/gallery',
  about: '/about',
} as const;

export const slugPath = (slug: string): string => `/${slug}`;

/** Every path the portfolio owns, published in its mf-manifest.json for the shell. */
export const routePaths: readonly string[] = [
  ...Object.values(sectionPaths),
  ...caseStudies.map((study) => slugPath(study.slug)),
  ...team.map((member) => slugPath(member.slug)),
];
