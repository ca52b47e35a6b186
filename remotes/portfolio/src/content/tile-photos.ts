import { aspects, type PhotoRecord } from './photo-record';
import { tilePhotoFiles } from './tile-photo-files';

/**
 * The tile photos: one per case study (`tile-<slug>`, landscape), shown by the tiles of /work, /gallery and the home
 * page, with the alt text its case study's file gives. They are a group of their own, with their own table of files
 * (tile-photo-files.ts), so that a page showing only tiles loads none of the other photos' data; those are listed by
 * the case studies (page-photos.ts).
 */
export type TilePhotoId = keyof typeof tilePhotoFiles;

export function isTilePhotoId(id: string): id is TilePhotoId {
  return Object.hasOwn(tilePhotoFiles, id);
}

/** A tile photo's record, for <Photo> and shareImage(), with the alt text its case study gives. */
export function tilePhoto(id: TilePhotoId, alt: string): PhotoRecord<TilePhotoId> {
  return { id, aspect: aspects.landscape, alt, files: tilePhotoFiles[id] };
}
