import { caseStudyTiles } from './case-study-tiles';
import { project, type Project, type ProjectPage } from './project-tile';

export type { Project, ProjectCategory, ProjectPage, TileFit } from './project-tile';

/** Every case study's tile, in the order of /work (each study's `tile.position`). */
const allProjects: readonly Project[] = caseStudyTiles.map(project);

/** The tiles of /gallery: the portfolio's projects, in the agency's order (docs/product.md, "Content"). */
export const projects: readonly Project[] = allProjects.filter((entry) => entry.pages.includes('gallery'));

/**
 * Case studies outside the gallery's projects that the home page and /work link to as well (docs/product.md), so that
 * every case study is reachable from /work.
 */
export const extraWorkProjects: readonly Project[] = allProjects.filter((entry) => !entry.pages.includes('gallery'));

/** The tiles of one listing page, in order. */
export function projectsOn(page: ProjectPage): readonly Project[] {
  return allProjects.filter((entry) => entry.pages.includes(page));
}
