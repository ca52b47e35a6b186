import type { Project, ProjectCategory } from './project-tile';
import { disciplineLabels } from './discipline-labels';

export { disciplineLabels };

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
