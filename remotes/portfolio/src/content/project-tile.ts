/**
 * What a tile of /work, /gallery and the home page shows. Each case study's file gives its tile; the tiles are read
 * from the generated case-study-tiles.ts, which holds them (and nothing of the pages) in the order of /work.
 */
import type { PhotoRecord } from './photo-record';
import { isTilePhotoId, tilePhoto, type TilePhotoId } from './tile-photos';
import type { CaseStudyTileRow } from './case-study-tiles';
import type { CaseStudySlug } from './case-study-index';
import type { ProjectCategory, ProjectPage, TileFit } from './case-study';
import { slugPath } from '../app/paths';

export type { ProjectCategory, ProjectPage, TileFit } from './case-study';

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
  /** The home page links to it too. */
  readonly featured: boolean;
  /** The tile's photo, from the tiles' own group: a page of tiles loads no other photo's data. */
  readonly photo: PhotoRecord<TilePhotoId>;
  readonly backgroundSize: TileFit;
  readonly backgroundPosition: string;
}

/**
 * A tile from its case study's row: the link and the photo id derive from the slug, so none is typed twice. A study
 * whose tile photo has not been made fails at load (and in the tests), never as a broken image.
 */
export function project(tile: CaseStudyTileRow): Project {
  const photo = `tile-${tile.slug}`;
  if (!isTilePhotoId(photo)) {
    throw new Error(`No photo "${photo}" for the "${tile.slug}" tile: run \`npm run photos -w remotes/portfolio\`.`);
  }
  return {
    slug: tile.slug,
    link: slugPath(tile.slug),
    name: tile.project,
    categories: tile.categories,
    pages: tile.pages,
    featured: tile.featured,
    photo: tilePhoto(photo, tile.alt),
    backgroundSize: tile.backgroundSize,
    backgroundPosition: tile.backgroundPosition,
  };
}
