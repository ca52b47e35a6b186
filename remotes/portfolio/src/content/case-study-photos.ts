import { sectionPhotos, type CaseStudy } from './case-study';
import type { PhotoRecord } from './photo-record';
import { pagePhoto } from './page-photos';
import { isTilePhotoId, tilePhoto } from './tile-photos';

/*
 * A case study's photos as the template draws them. Apart from case-study.ts, which the studies' files import and
 * Node reads: these bring the photos' tables of files, which only the pages need.
 */

/** One of the study's photos as the components draw it: what the study says of it, and its files. */
export function studyPhoto(study: CaseStudy, id: string): PhotoRecord {
  const info = Object.hasOwn(study.photos, id) ? study.photos[id] : undefined;
  if (!info) throw new Error(`The "${study.slug}" case study shows a photo it does not list: ${id}.`);
  return pagePhoto(id, info);
}

/**
 * The photo a link to the case study shows: its first landscape photo (previews are wide), else the project's tile,
 * else none (the site's card).
 */
export function sharePhoto(study: CaseStudy): PhotoRecord | undefined {
  const landscape = study.sections
    .flatMap(sectionPhotos)
    .map((id) => studyPhoto(study, id))
    .find((photo) => photo.aspect >= 1);
  if (landscape) return landscape;
  const tile = `tile-${study.slug}`;
  return isTilePhotoId(tile) ? tilePhoto(tile, study.tile.alt) : undefined;
}
