import type { PhotoInfo, PhotoRecord } from './photo-record';
import { pagePhotoFiles } from './page-photo-files';

/*
 * The photos of the case-study pages, video posters included. Each case study lists its own, with their alt text (its
 * file in case-studies/); their files have a table of their own (page-photo-files.ts), so that they load with the
 * pages that show them and never with a page of tiles, whose photos are in tile-photos.ts.
 */

export type PagePhotoId = keyof typeof pagePhotoFiles;

export function isPagePhotoId(id: string): id is PagePhotoId {
  return Object.hasOwn(pagePhotoFiles, id);
}

/**
 * A page photo's record, for <Photo>, photoForAlbum() and shareImage(): what its case study says of it, and its
 * files. A photo with no files yet (make-photos has not run since it was added) fails here, named.
 */
export function pagePhoto(id: string, info: PhotoInfo): PhotoRecord {
  if (!isPagePhotoId(id))
    throw new Error(`No files for the photo "${id}": run \`npm run photos -w remotes/portfolio\`.`);
  return { id, ...info, files: pagePhotoFiles[id] };
}
