import type { PagePhotoId } from './page-photos';

/** A YouTube video, shown as a local poster until the visitor asks for the player. */
export interface Video {
  /** The 11-character YouTube video id. */
  readonly youtubeId: string;
  /** What the video is; names the play button ("Play: <title>") and the player frame. */
  readonly title: string;
  /** The local still shown before the player loads. */
  readonly poster: PagePhotoId;
}

/** The nine videos of the case studies. */
export const videos = {
  csusa: {
    youtubeId: 'cS7uQ4hLm2E',
    title: 'Charter Schools USA: enrolment campaign spot',
    poster: 'video-csusa',
  },
  sportsFan: {
    youtubeId: 'sP0rtF4n9xA',
    title: 'Sports fan: game-day bank commercial',
    poster: 'video-sports-fan',
  },
  wereFansToo: {
    youtubeId: 'wF2tOo8kQ1r',
    title: "We're Fans Too: staff cheer for the home team",
    poster: 'video-were-fans-too',
  },
  beverageProfessor: {
    youtubeId: 'bV3pRf5sN7c',
    title: 'Beverage Professor: mixing a classic cocktail',
    poster: 'video-beverage-professor',
  },
  hellmannsGarden: {
    youtubeId: 'hM1sGd8aL4k',
    title: "Hellmann's: garden salad in five minutes",
    poster: 'video-hellmanns-1',
  },
  hellmannsPotato: {
    youtubeId: 'hM2pTt6bR9w',
    title: "Hellmann's: creamy potato salad",
    poster: 'video-hellmanns-2',
  },
  hellmannsPasta: {
    youtubeId: 'hM3pSt3cV5y',
    title: "Hellmann's: summer pasta salad",
    poster: 'video-hellmanns-3',
  },
  hellmannsChicken: {
    youtubeId: 'hM4cKn7dW2z',
    title: "Hellmann's: grilled chicken salad",
    poster: 'video-hellmanns-4',
  },
  compact: {
    youtubeId: 'cMpCt0fS6uJ',
    title: 'COMPACT Family Services: who we are',
    poster: 'video-compact',
  },
} as const satisfies Record<string, Video>;
