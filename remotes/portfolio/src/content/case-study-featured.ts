// Generated from the files of case-studies/ by remotes/portfolio/scripts/case-study-files.ts
// (`npm run photos -w remotes/portfolio`, and the portfolio's build); do not edit.
import type { CaseStudyTileRow } from './case-study-tiles';

/** The tiles of the case studies the home page links to (`tile.featured`), in the order of /work. */
export const featuredTiles: readonly CaseStudyTileRow[] = [
  {
    slug: 'csusa',
    project: 'Charter Schools USA',
    alt: 'Students working together in a bright classroom',
    categories: ['photography', 'video'],
    pages: ['work', 'gallery'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  {
    slug: 'sports-fan',
    project: 'Sports Fan',
    alt: 'A fan in team colours cheering in a packed stadium',
    categories: ['video'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: '50% 30%',
  },
  {
    slug: 'hellmanns-salad-recipes',
    project: "Hellmann's Salad Recipes",
    alt: 'A fresh salad being prepared for a recipe video',
    categories: ['video'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  {
    slug: 'compact',
    project: 'COMPACT Family Services',
    alt: 'COMPACT Family Services signage in brand colours',
    categories: ['design', 'video', 'photography'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
];
