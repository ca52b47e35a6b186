import { aspects, photoLookup, type PhotoInfo } from './photo-record';
import { tilePhotoFiles } from './tile-photo-files';

const { landscape } = aspects;

/**
 * The tile photos: one per project, shown by the tiles of /work, /gallery and the home page. They are a group of their
 * own, with their own table of files (tile-photo-files.ts), so that a page showing only tiles loads none of the other
 * photos' data; those are in page-photos.ts. A photo's files are made from a source image per id (see photos.ts).
 */
export const tilePhotoInfo = {
  'tile-conklin': { aspect: landscape, alt: 'A hand-built acoustic guitar lit against a dark backdrop' },
  'tile-dance-portraits': { aspect: landscape, alt: 'A dancer caught mid-leap in a studio portrait' },
  'tile-csusa': { aspect: landscape, alt: 'Students working together in a bright classroom' },
  'tile-sports-fan': { aspect: landscape, alt: 'A fan in team colours cheering in a packed stadium' },
  'tile-were-fans-too': { aspect: landscape, alt: 'Bank staff in team jerseys cheering together' },
  'tile-burning-miles': { aspect: landscape, alt: 'A motorcycle on an open desert road at dusk' },
  'tile-mcmahonsplane': { aspect: landscape, alt: 'A restored vintage plane on a grass airstrip' },
  'tile-springfield-little-theatre': { aspect: landscape, alt: 'Actors on a lit stage during a rehearsal' },
  'tile-beverage-professor': { aspect: landscape, alt: 'A cocktail being poured behind a bar' },
  'tile-rangers-adventure': { aspect: landscape, alt: 'Event banners for a Royal Rangers adventure weekend' },
  'tile-food-photography': { aspect: landscape, alt: 'A plated dish styled on a wooden table' },
  'tile-center-for-the-blind': { aspect: landscape, alt: 'Orange brand materials for a center for the blind' },
  'tile-hot-rod-show': { aspect: landscape, alt: 'A polished hot rod at a Route 66 car show' },
  'tile-hellmanns-salad-recipes': { aspect: landscape, alt: 'A fresh salad being prepared for a recipe video' },
  'tile-compact': { aspect: landscape, alt: 'COMPACT Family Services signage in brand colours' },
} as const satisfies Record<`tile-${string}`, PhotoInfo>;

export type TilePhotoId = keyof typeof tilePhotoInfo;

export function isTilePhotoId(id: string): id is TilePhotoId {
  return Object.hasOwn(tilePhotoInfo, id);
}

/** A tile photo's record, for <Photo> and shareImage(). */
export const tilePhoto = photoLookup(tilePhotoInfo, tilePhotoFiles);
