import type { RemoteRoute, RemoteRoutesModule } from '@mediavelocity/contract';
import { caseStudyIndex } from '../content/case-study-index';
import { teamSlugs } from '../content/page-index';
import { sectionPaths, slugPath } from './paths';

/**
 * Exposed as `portfolio/routes`; each page template is its own chunk, fetched on first visit. Case studies and team
 * members are listed by slug only: their content comes with their page's chunk (a case study's file is a chunk of its
 * own, fetched alongside the template).
 */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: sectionPaths.home,
    page: async () => (await import('../features/home/home-page')).HomePage,
  },
  {
    path: sectionPaths.work,
    page: async () => (await import('../features/work/work-page')).WorkPage,
  },
  {
    path: sectionPaths.gallery,
    page: async () => (await import('../features/gallery/gallery-page')).GalleryPage,
  },
  {
    path: sectionPaths.about,
    page: async () => (await import('../features/about/about-page')).AboutPage,
  },
  ...caseStudyIndex.map(({ slug, load }): RemoteRoute => ({
    path: slugPath(slug),
    page: async () => {
      const [template, content] = await Promise.all([import('../features/case-study/case-study-page'), load()]);
      return template.caseStudyPageFor(content.default);
    },
  })),
  ...teamSlugs.map((slug): RemoteRoute => ({
    path: slugPath(slug),
    page: async () => (await import('../features/team/team-member-page')).teamMemberPageFor(slug),
  })),
];
