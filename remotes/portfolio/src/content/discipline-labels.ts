import type { ProjectCategory } from './project-tile';

/**
 * The disciplines a project is filed under (its `categories`), with their labels, in the order /work and /gallery
 * offer them as filters and a tile lists them. Alone in this module, as the home page's tiles need the labels only:
 * the filter's code (disciplines.ts) stays out of the first load of /.
 */
export const disciplineLabels: Readonly<Record<ProjectCategory, string>> = {
  photography: 'Photography',
  video: 'Video',
  design: 'Design',
};
