// Generated from the files of case-studies/ by remotes/portfolio/scripts/case-study-files.ts
// (`npm run photos -w remotes/portfolio`, and the portfolio's build); do not edit.
import type { CaseStudyModule } from './case-study';

/**
 * Every case study's slug, in the order of /work, and how to load its file: routes and paths read this list, so the
 * first page load carries none of the studies' content, which a study's page loads (all the studies, in one chunk).
 */
export const caseStudyIndex = [
  { slug: 'conklin', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/conklin') },
  {
    slug: 'dance-portraits',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/dance-portraits'),
  },
  { slug: 'csusa', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/csusa') },
  { slug: 'were-fans-too', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/were-fans-too') },
  { slug: 'burning-miles', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/burning-miles') },
  { slug: 'mcmahonsplane', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/mcmahonsplane') },
  {
    slug: 'springfield-little-theatre',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/springfield-little-theatre'),
  },
  {
    slug: 'beverage-professor',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/beverage-professor'),
  },
  {
    slug: 'rangers-adventure',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/rangers-adventure'),
  },
  {
    slug: 'food-photography',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/food-photography'),
  },
  {
    slug: 'center-for-the-blind',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/center-for-the-blind'),
  },
  { slug: 'hot-rod-show', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/hot-rod-show') },
  { slug: 'sports-fan', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/sports-fan') },
  {
    slug: 'hellmanns-salad-recipes',
    load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/hellmanns-salad-recipes'),
  },
  { slug: 'compact', load: () => import(/* webpackChunkName: "case-studies" */ './case-studies/compact') },
] as const satisfies readonly { readonly slug: string; readonly load: () => Promise<CaseStudyModule> }[];

export type CaseStudySlug = (typeof caseStudyIndex)[number]['slug'];
