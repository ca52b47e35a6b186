/**
 * The portfolio's pages with a slug — case studies and team members — in order, with only what a link to one needs.
 * Routes, paths and tiles read this list, so the first page load carries none of the pages' content: a case study's
 * or a team member's content (case-studies.ts, team.ts) is loaded with its page. A new page is a new entry here and
 * one in its content module; a test checks that both list the same slugs in the same order.
 */
export const caseStudyIndex = [
  { slug: 'conklin', project: 'Conklin Guitars' },
  { slug: 'dance-portraits', project: 'Dance Portraits' },
  { slug: 'csusa', project: 'Charter Schools USA' },
  { slug: 'sports-fan', project: 'Sports Fan' },
  { slug: 'were-fans-too', project: "We're Fans Too" },
  { slug: 'burning-miles', project: 'Burning Miles' },
  { slug: 'mcmahonsplane', project: "McMahon's Plane" },
  { slug: 'springfield-little-theatre', project: 'Springfield Little Theatre' },
  { slug: 'beverage-professor', project: 'Beverage Professor' },
  { slug: 'rangers-adventure', project: 'Royal Rangers' },
  { slug: 'food-photography', project: 'Food Photography' },
  { slug: 'center-for-the-blind', project: 'Center for the Blind' },
  { slug: 'hot-rod-show', project: 'Route 66 Hot Rod Show' },
  { slug: 'hellmanns-salad-recipes', project: "Hellmann's Salad Recipes" },
  { slug: 'compact', project: 'COMPACT Family Services' },
] as const satisfies readonly { readonly slug: string; readonly project: string }[];

export type CaseStudySlug = (typeof caseStudyIndex)[number]['slug'];

export const teamSlugs = ['sonny', 'james'] as const;

export type TeamSlug = (typeof teamSlugs)[number];
