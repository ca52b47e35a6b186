import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from '@mediavelocity/contract';
import { caseStudies } from '../content/case-studies';
import { team } from '../content/team';
import { sectionPaths, slugPath } from './paths';

/** Exposed as `portfolio/routes`; each page template is its own chunk, fetched on first visit. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: sectionPaths.home,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  {
    path: sectionPaths.work,
    lazy: async () => ({ Component: (await import('../features/work/work-page')).WorkPage }),
  },
  {
    path: sectionPaths.gallery,
    lazy: async () => ({ Component: (await import('../features/gallery/gallery-page')).GalleryPage }),
  },
  {
    path: sectionPaths.about,
    lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
  },
  ...caseStudies.map((study): RouteObject => ({
    path: slugPath(study.slug),
    lazy: async () => {
      const { CaseStudyPage } = await import('../features/case-study/case-study-page');
      return { element: <CaseStudyPage study={study} /> };
    },
  })),
  ...team.map((member): RouteObject => ({
    path: slugPath(member.slug),
    lazy: async () => {
      const { TeamMemberPage } = await import('../features/team/team-member-page');
      return { element: <TeamMemberPage member={member} /> };
    },
  })),
] satisfies RouteObject[];
