import { everywhere, project, type Project, type ProjectPage } from './project';
import { compact, csusa, hellmannsSaladRecipes, sportsFan } from './featured-projects';

export type { Project, ProjectCategory, ProjectPage, TileFit } from './project';

/** The twelve portfolio projects, in the agency's order (decisions.md, "Portfolio content"). */
export const projects: readonly Project[] = [
  project('conklin', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 40%',
  }),
  project('dance-portraits', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 25%',
  }),
  csusa,
  project('were-fans-too', {
    categories: ['photography', 'video'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 30%',
  }),
  project('burning-miles', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 60%',
  }),
  project('mcmahonsplane', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }),
  project('springfield-little-theatre', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 35%',
  }),
  project('beverage-professor', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '60% 50%',
  }),
  project('rangers-adventure', {
    categories: ['photography', 'design'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }),
  project('food-photography', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 55%',
  }),
  project('center-for-the-blind', {
    categories: ['design'],
    pages: everywhere,
    backgroundSize: 'contain',
    backgroundPosition: 'center',
  }),
  project('hot-rod-show', {
    categories: ['photography'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: '50% 65%',
  }),
];

/**
 * Case studies outside the twelve that the home page and /work link to as well (decisions.md), so that every case
 * study is reachable from /work.
 */
export const extraWorkProjects: readonly Project[] = [sportsFan, hellmannsSaladRecipes, compact];

const allProjects: readonly Project[] = [...projects, ...extraWorkProjects];

/** The tiles of one listing page, in order. */
export function projectsOn(page: ProjectPage): readonly Project[] {
  return allProjects.filter((entry) => entry.pages.includes(page));
}
