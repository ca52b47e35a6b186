import type { Project, ProjectCategory } from './project';

/**
 * The disciplines a project is filed under (its `categories`), with their labels, in the order /work and /gallery
 * offer them as filters and a tile lists them.
 */
export const disciplineLabels: Readonly<Record<ProjectCategory, string>> = {
  photography: 'Photography',
  video: 'Video',
  design: 'Design',
};

const allDisciplines = Object.keys(disciplineLabels) as ProjectCategory[];

export function isDiscipline(value: string): value is ProjectCategory {
  return (allDisciplines as readonly string[]).includes(value);
}

/** The disciplines at least one of these projects is filed under, in the order above: the filters worth offering. */
export function disciplinesOf(projects: readonly Project[]): ProjectCategory[] {
  return allDisciplines.filter((discipline) => projects.some((project) => project.categories.includes(discipline)));
}

/** The projects filed under the discipline, in their order. */
export function projectsIn(projects: readonly Project[], discipline: ProjectCategory): readonly Project[] {
  return projects.filter((project) => project.categories.includes(discipline));
}
