import type { PhotoRecord } from './photo-record';
import { isTilePhotoId, tilePhoto, type TilePhotoId } from './tile-photos';
import { caseStudyIndex, type CaseStudySlug } from './page-index';
import { slugPath } from '../app/paths';

/** The disciplines a project shows; a tile lists them under its name. */
export type ProjectCategory = 'photography' | 'video' | 'design';

/** The listing pages a project's tile appears on. */
export type ProjectPage = 'work' | 'gallery';

/**
 * How a tile crops its photo, kept under the spec's CSS-background names: a tile shows its photo through an <img>,
 * so `backgroundSize` becomes the image's `object-fit` and `backgroundPosition` its `object-position`.
 */
export type TileFit = 'cover' | 'contain';

/** A tile of /work, /gallery and the home page, linking to the case study it shows. */
export interface Project {
  /** The case study the tile links to. */
  readonly slug: CaseStudySlug;
  /** The route of that case study, derived from its slug (app/paths.ts knows how). */
  readonly link: `/${string}`;
  /** The project's name, as the case study names it; also the tile link's accessible name. */
  readonly name: string;
  readonly categories: readonly ProjectCategory[];
  readonly pages: readonly ProjectPage[];
  /** The tile's photo, from the tiles' own group: a page of tiles loads no other photo's data. */
  readonly photo: PhotoRecord<TilePhotoId>;
  readonly backgroundSize: TileFit;
  readonly backgroundPosition: string;
  /** Shown among the home page's links into the work. */
  readonly featured?: boolean;
}

type ProjectEntry = Omit<Project, 'slug' | 'link' | 'name' | 'photo'>;

/**
 * One tile per case study: the name comes from the case study's index entry (not its content, which is loaded with
 * its page), the link and the photo id from the slug, so none is typed twice. An unknown slug or photo fails at load
 * (and in the tests), never as a broken link.
 */
function project(slug: CaseStudySlug, entry: ProjectEntry): Project {
  const study = caseStudyIndex.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`No case study "${slug}" for a portfolio tile.`);
  const photo = `tile-${slug}`;
  if (!isTilePhotoId(photo)) throw new Error(`No photo "${photo}" for the "${slug}" tile.`);
  return { slug, link: slugPath(slug), name: study.project, photo: tilePhoto(photo), ...entry };
}

const everywhere: readonly ProjectPage[] = ['work', 'gallery'];

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
  project('csusa', {
    categories: ['photography', 'video'],
    pages: everywhere,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    featured: true,
  }),
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
export const extraWorkProjects: readonly Project[] = [
  project('sports-fan', {
    categories: ['video'],
    pages: ['work'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 30%',
    featured: true,
  }),
  project('hellmanns-salad-recipes', {
    categories: ['video'],
    pages: ['work'],
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    featured: true,
  }),
  project('compact', {
    categories: ['design', 'video', 'photography'],
    pages: ['work'],
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    featured: true,
  }),
];

const allProjects: readonly Project[] = [...projects, ...extraWorkProjects];

/** The tiles of one listing page, in order. */
export function projectsOn(page: ProjectPage): readonly Project[] {
  return allProjects.filter((entry) => entry.pages.includes(page));
}

/** The home page's links into the work. */
export const featuredProjects: readonly Project[] = allProjects.filter((entry) => entry.featured);
