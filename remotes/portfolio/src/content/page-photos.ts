import { aspects, photoLookup, type PhotoInfo } from './photo-record';
import { pagePhotoFiles } from './page-photo-files';

const { landscape, wide, portrait, square } = aspects;

/**
 * The photos of the case-study pages, video posters included. They are a group of their own, with their own table of
 * files (page-photo-files.ts), so that they load with the pages that show them and never with a page of tiles; the
 * tiles' photos are in tile-photos.ts. A photo's files are made from a source image per id (see photos.ts).
 */
export const pagePhotoInfo = {
  // Case-study photos, numbered in page order.
  'conklin-hero': { aspect: wide, alt: 'A Conklin guitar body in warm studio light' },
  'conklin-1': { aspect: wide, alt: 'The carved headstock of a Conklin guitar' },
  'conklin-2': { aspect: wide, alt: 'Close-up of the fretboard inlays' },
  'conklin-3': { aspect: wide, alt: 'A finished guitar standing in the workshop' },
  'csusa-hero': { aspect: wide, alt: 'A teacher helping a student at her desk' },
  'csusa-1': { aspect: portrait, alt: 'A student smiling at the camera in a hallway' },
  'csusa-2': { aspect: landscape, alt: 'Children raising their hands in class' },
  'csusa-3': { aspect: landscape, alt: 'A science lesson with a microscope' },
  'csusa-4': { aspect: portrait, alt: 'A student reading in the library' },
  'csusa-5': { aspect: landscape, alt: 'Students walking to class across the campus' },
  'csusa-6': { aspect: portrait, alt: 'A graduate in cap and gown' },
  'dance-portraits-1': { aspect: portrait, alt: 'A ballet dancer en pointe' },
  'dance-portraits-2': { aspect: portrait, alt: 'A contemporary dancer in a deep lunge' },
  'dance-portraits-3': { aspect: landscape, alt: 'Two dancers in a mirrored pose' },
  'dance-portraits-4': { aspect: portrait, alt: 'A young dancer in a tutu' },
  'dance-portraits-5': { aspect: landscape, alt: 'A hip-hop dancer mid-spin' },
  'dance-portraits-6': { aspect: portrait, alt: 'A dancer stretching at the barre' },
  'springfield-little-theatre-1': { aspect: landscape, alt: 'The cast taking a bow' },
  'springfield-little-theatre-2': { aspect: portrait, alt: 'A lead actor in costume backstage' },
  'springfield-little-theatre-3': { aspect: landscape, alt: 'A dramatic scene under blue stage light' },
  'springfield-little-theatre-4': { aspect: landscape, alt: 'The season poster on the theatre wall' },
  'burning-miles-1': { aspect: landscape, alt: 'The show host beside his motorcycle' },
  'burning-miles-2': { aspect: portrait, alt: 'A rider adjusting his helmet' },
  'burning-miles-3': { aspect: landscape, alt: 'Motorcycles lined up outside a roadside diner' },
  'burning-miles-4': { aspect: landscape, alt: 'A camera crew filming on the highway' },
  'rangers-adventure-1': { aspect: square, alt: 'The adventure weekend logo' },
  'rangers-adventure-2': { aspect: square, alt: 'A campsite welcome banner' },
  'rangers-adventure-3': { aspect: square, alt: 'Event t-shirt artwork' },
  'rangers-adventure-4': { aspect: square, alt: 'A trail map designed for the event' },
  'center-for-the-blind-1': { aspect: landscape, alt: 'The center for the blind logo on a business card' },
  'center-for-the-blind-2': { aspect: landscape, alt: 'Brochure pages in the orange brand colour' },
  'food-photography-1': { aspect: wide, alt: 'A burger with fries on a slate board' },
  'food-photography-2': { aspect: wide, alt: 'Pasta tossed in a pan with herbs' },
  'food-photography-3': { aspect: wide, alt: 'A bowl of ramen from above' },
  'food-photography-4': { aspect: wide, alt: 'Fresh bread on a bakery counter' },
  'food-photography-5': { aspect: wide, alt: 'A dessert plated with berries' },
  'food-photography-6': { aspect: wide, alt: 'Coffee and pastries on a café table' },
  'hot-rod-show-hero': { aspect: wide, alt: 'A row of hot rods at the Route 66 show' },
  'hot-rod-show-1': { aspect: landscape, alt: 'Chrome detail of a hot rod engine' },
  'hot-rod-show-2': { aspect: landscape, alt: 'A red hot rod with flame decals' },
  'mcmahonsplane-1': { aspect: landscape, alt: 'The plane fuselage mid-restoration in a hangar' },
  'mcmahonsplane-2': { aspect: landscape, alt: 'A restorer fitting a new propeller' },
  'mcmahonsplane-3': { aspect: landscape, alt: 'The cockpit instruments after restoration' },
  'mcmahonsplane-4': { aspect: landscape, alt: 'The restored plane in flight' },
  'compact-large-format': { aspect: wide, alt: 'Large format wall graphics in a COMPACT office' },
  'compact-web': { aspect: wide, alt: 'The COMPACT website on a laptop screen' },
  'compact-print': { aspect: wide, alt: 'COMPACT brochures and cards in the brand colours' },
  'compact-1': { aspect: landscape, alt: 'A family at a COMPACT community event' },
  'compact-2': { aspect: landscape, alt: 'Staff greeting visitors at the front desk' },
  'compact-3': { aspect: landscape, alt: 'Children playing in a COMPACT playroom' },
  'compact-4': { aspect: landscape, alt: 'A counsellor talking with a parent' },
  'compact-5': { aspect: landscape, alt: 'Volunteers at a fundraising table' },
  'compact-6': { aspect: landscape, alt: 'The COMPACT building entrance' },

  // Posters of the nine videos (click-to-play).
  'video-csusa': { aspect: wide, alt: 'Charter Schools USA video' },
  'video-sports-fan': { aspect: wide, alt: 'Sports fan video' },
  'video-were-fans-too': { aspect: wide, alt: "We're Fans Too video" },
  'video-beverage-professor': { aspect: wide, alt: 'Beverage Professor video' },
  'video-hellmanns-1': { aspect: wide, alt: "Hellmann's salad recipe video 1" },
  'video-hellmanns-2': { aspect: wide, alt: "Hellmann's salad recipe video 2" },
  'video-hellmanns-3': { aspect: wide, alt: "Hellmann's salad recipe video 3" },
  'video-hellmanns-4': { aspect: wide, alt: "Hellmann's salad recipe video 4" },
  'video-compact': { aspect: wide, alt: 'COMPACT Family Services video' },
} as const satisfies Record<string, PhotoInfo>;

export type PagePhotoId = keyof typeof pagePhotoInfo;

export function isPagePhotoId(id: string): id is PagePhotoId {
  return Object.hasOwn(pagePhotoInfo, id);
}

/** A page photo's record, for <Photo>, photoForAlbum() and shareImage(). */
export const pagePhoto = photoLookup(pagePhotoInfo, pagePhotoFiles);
