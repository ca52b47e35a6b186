import { featuredProjects } from './featured-projects';
import type { SectionPage } from './section-pages';

/** The home page's entry of section-pages.ts, in a module of its own so that the home page loads no other tile. */
export const homeSection: SectionPage = {
  description:
    'Mediavelocity is a creative studio for brand identity, web, photography and video, working with in-house teams, agencies and entrepreneurs.',
  photo: featuredProjects[0]?.photo,
};
