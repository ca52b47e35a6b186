import { pagePhoto, type PagePhotoId } from './page-photos';
import type { PhotoRecord } from './photo-record';
import { isTilePhotoId, tilePhoto, type TilePhotoId } from './tile-photos';

/**
 * Every photograph of the portfolio, in two groups: the tiles' photos (tile-photos.ts) and the case-study pages'
 * (page-photos.ts). Content refers to photos by id only. The files are made by `npm run photos -w remotes/portfolio`
 * from a source image per id (a generated placeholder until the agency drops its real photo in), in the sizes and
 * formats the layouts need.
 *
 * This module brings both groups' data: a page that shows one group imports that group's module instead.
 */
export type PhotoId = TilePhotoId | PagePhotoId;

/** Any photo's record, from its group's lookup. */
export function photoRecord(id: PhotoId): PhotoRecord<PhotoId> {
  return isTilePhotoId(id) ? tilePhoto(id) : pagePhoto(id);
}
