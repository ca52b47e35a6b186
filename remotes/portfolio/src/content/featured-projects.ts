import { everywhere, project, type Project } from './project';

/*
 * The case studies the home page links to (decisions.md), in its order. They are in a module of their own so that the
 * home page loads these four tiles only; /work and /gallery take them from here too (projects.ts).
 */

export const csusa = project('csusa', {
  categories: ['photography', 'video'],
  pages: everywhere,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const sportsFan = project('sports-fan', {
  categories: ['video'],
  pages: ['work'],
  backgroundSize: 'cover',
  backgroundPosition: '50% 30%',
});

export const hellmannsSaladRecipes = project('hellmanns-salad-recipes', {
  categories: ['video'],
  pages: ['work'],
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const compact = project('compact', {
  categories: ['design', 'video', 'photography'],
  pages: ['work'],
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

/** The home page's links into the work. */
export const featuredProjects: readonly Project[] = [csusa, sportsFan, hellmannsSaladRecipes, compact];
