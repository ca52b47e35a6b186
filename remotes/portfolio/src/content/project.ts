/**
 * What a tile of /work, /gallery and the home page shows, and how one is made from its case study's slug. The tiles
 * themselves are listed in featured-projects.ts (the home page's, which /work lists too) and projects.ts (the rest).
 */
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
}

/** The listing pages of a project that is on both. */
export const everywhere: readonly ProjectPage[] = ['work', 'gallery'];

export type ProjectEntry = Omit<Project, 'slug' | 'link' | 'name' | 'photo'>;

/**
 * One tile per case study: the name comes from the case study's index entry (not its content, which is loaded with
 * its page), the link and the photo id from the slug, so none is typed twice. An unknown slug or photo fails at load
 * (and in the tests), never as a broken link.
 */
export function project(slug: CaseStudySlug, entry: ProjectEntry): Project {
  const study = caseStudyIndex.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`No case study "${slug}" for a portfolio tile.`);
  const photo = `tile-${slug}`;
  if (!isTilePhotoId(photo)) throw new Error(`No photo "${photo}" for the "${slug}" tile.`);
  return { slug, link: slugPath(slug), name: study.project, photo: tilePhoto(photo), ...entry };
}
