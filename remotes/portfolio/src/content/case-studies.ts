/**
 * The case studies. Routes, titles and (in later work) the /work and /gallery tiles all derive from this list: a new
 * case study is a new entry here, rendered by the case-study template.
 */
export interface CaseStudy {
  /** The page's path without its leading slash, e.g. `conklin` → `/conklin`. */
  readonly slug: string;
  /** The project's name, as a visitor reads it. */
  readonly project: string;
  /** The page's main heading, when it is not the project's name. */
  readonly heading?: string;
  /** The document title, when it is not "Mediavelocity - <project>" (the spec names two). */
  readonly title?: string;
}

export const caseStudies: readonly CaseStudy[] = [
  { slug: 'conklin', project: 'Conklin Guitars' },
  { slug: 'dance-portraits', project: 'Dance Portraits' },
  { slug: 'csusa', project: 'Charter Schools USA' },
  { slug: 'sports-fan', project: 'Sports Fan' },
  { slug: 'were-fans-too', project: "We're Fans Too" },
  { slug: 'burning-miles', project: 'Burning Miles' },
  {
    slug: 'mcmahonsplane',
    project: "McMahon's Plane",
    title: 'Mediavelocity McMahon Photography',
  },
  { slug: 'springfield-little-theatre', project: 'Springfield Little Theatre' },
  { slug: 'beverage-professor', project: 'Beverage Professor' },
  { slug: 'rangers-adventure', project: 'Royal Rangers' },
  { slug: 'food-photography', project: 'Food Photography' },
  { slug: 'center-for-the-blind', project: 'Center for the Blind' },
  {
    slug: 'hot-rod-show',
    project: 'Route 66 Hot Rod Show',
    title: 'Mediavelocity HotRod Photography',
  },
  { slug: 'hellmanns-salad-recipes', project: "Hellmann's Salad Recipes" },
  { slug: 'compact', project: 'COMPACT Family Services' },
];
