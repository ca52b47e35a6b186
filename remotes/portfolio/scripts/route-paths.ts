import { routePathsOf } from '../src/app/paths';
import { caseStudiesDir, readCaseStudies } from './case-study-files';

/**
 * Every path the portfolio owns, its case studies read from their files: what its build publishes in its
 * mf-manifest.json, and what the tooling's lists of pages (the sitemap, the prerendered pages, the tests) start from.
 */
export function portfolioRoutePaths(dir: string = caseStudiesDir): string[] {
  return routePathsOf(readCaseStudies(dir).map((study) => study.slug));
}
