import type { BrandColour } from './brand-colours';
import type { PhotoInfo } from './photo-record';

/** The disciplines a project shows; a tile lists them under its name. */
export type ProjectCategory = 'photography' | 'video' | 'design';

/** The listing pages a project's tile appears on. */
export type ProjectPage = 'work' | 'gallery';

/**
 * How a tile crops its photo, kept under the content's CSS-background names: a tile shows its photo through an <img>,
 * so `backgroundSize` becomes the image's `object-fit` and `backgroundPosition` its `object-position`.
 */
export type TileFit = 'cover' | 'contain';

/** The brand marks the case-study template can draw inline (each one a small SVG in the template). */
export type LogoId = 'compact' | 'center-for-the-blind';

/** A YouTube video, shown as a local poster until the visitor asks for the player. */
export interface Video<PhotoId extends string = string> {
  /** The 11-character YouTube video id. */
  readonly youtubeId: string;
  /** What the video is; names the play button ("Play: <title>") and the player frame. */
  readonly title: string;
  /** The local still shown before the player loads: one of the case study's photos. */
  readonly poster: PhotoId;
  /**
   * When the video was first published (ISO 8601, e.g. `2021-03-18`, as its YouTube page gives it). Search engines
   * need it to show the video as a video result (the page's VideoObject); without it the video is still described.
   */
  readonly uploadDate?: string;
}

/** What every section may carry: a heading (an h2) and paragraphs before its own content. */
interface SectionBase {
  readonly heading?: string;
  readonly paragraphs?: readonly string[];
}

/** A large photo at the top of the page, with an optional caption under it. */
export interface HeroSection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'hero';
  readonly photo: PhotoId;
  readonly caption?: string;
}

/** Words only. */
export interface TextSection extends SectionBase {
  readonly kind: 'text';
  readonly paragraphs: readonly string[];
}

/** Photos side by side in one row (two per row on small screens). */
export interface ImageRowSection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'image-row';
  readonly photos: readonly PhotoId[];
}

/** Photos one under another, each as wide as the page. */
export interface FullWidthSection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'full-width';
  readonly photos: readonly PhotoId[];
}

/** A masonry gallery; without columns or spacing it follows the responsive defaults (docs/product.md). */
export interface MasonrySection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'masonry';
  readonly photos: readonly PhotoId[];
  readonly columns?: number;
  /** Pixels between photos. */
  readonly spacing?: number;
}

/** Photos in an even grid of equal cells. */
export interface GridSection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'grid';
  readonly photos: readonly PhotoId[];
  /** Cells per row from medium screens up (two below that). */
  readonly columns?: 2 | 3;
}

/** One or more click-to-play videos. */
export interface VideoSection<PhotoId extends string = string> extends SectionBase {
  readonly kind: 'video';
  readonly videos: readonly Video<PhotoId>[];
}

/** A brand's colour tiles; hovering or focusing a tile recolours the logo, which starts in the first colour. */
export interface PaletteSection extends SectionBase {
  readonly kind: 'palette';
  readonly colours: readonly BrandColour[];
  readonly logo: LogoId;
}

/** A full-width band in a brand colour with the brand's logo and a line of text. */
export interface BannerSection extends SectionBase {
  readonly kind: 'banner';
  /** `#RRGGBB`; the text colour is chosen from it for contrast. */
  readonly colour: string;
  readonly logo: LogoId;
  readonly text: string;
}

export type CaseStudySection<PhotoId extends string = string> =
  | HeroSection<PhotoId>
  | TextSection
  | ImageRowSection<PhotoId>
  | FullWidthSection<PhotoId>
  | MasonrySection<PhotoId>
  | GridSection<PhotoId>
  | VideoSection<PhotoId>
  | PaletteSection
  | BannerSection;

/**
 * The case study's tile on /work, /gallery and the home page. The tiles are read from every case study's file by
 * scripts/case-study-files.ts, which writes them to case-study-tiles.ts: a page of tiles loads none of the studies.
 */
export interface CaseStudyTile {
  /** Where the tile stands on /work (1 first); /gallery and the home page keep the same order. */
  readonly position: number;
  /** What the tile's photo (`tile-<slug>`, landscape) shows, for people who cannot see it. */
  readonly alt: string;
  /** The disciplines the tile lists under the project's name. */
  readonly categories: readonly ProjectCategory[];
  /** The listing pages the tile is on. */
  readonly pages: readonly ProjectPage[];
  /** The home page links to it too. */
  readonly featured?: boolean;
  /** How the tile crops its photo (CSS-background names: the image's object-fit and object-position). */
  readonly backgroundSize: TileFit;
  readonly backgroundPosition: string;
}

/**
 * A case study, rendered by the case-study template: one file of case-studies/, named after its slug, holds all of
 * it. Its route, its tile and the site's lists of pages derive from these files (scripts/case-study-files.ts).
 */
export interface CaseStudy<PhotoId extends string = string> {
  /** The page's path without its leading slash, e.g. `conklin` → `/conklin`; also the file's name. */
  readonly slug: string;
  /** The project's name, as a visitor reads it (the tile's name too). */
  readonly project: string;
  /** The page's main heading, when it is not the project's name. */
  readonly heading?: string;
  /** The document title, when it is not "Mediavelocity - <project>" (two are not: docs/product.md). */
  readonly title?: string;
  /** Who the work was for. */
  readonly client: string;
  /** One line under the heading: the kind of work. */
  readonly subtitle: string;
  /** What search results and link previews say about the page: the project in one sentence, 50–160 characters. */
  readonly description: string;
  /** A dark page (e.g. for photos shot against black). */
  readonly theme?: 'dark';
  readonly tile: CaseStudyTile;
  /**
   * The page's photos, video posters included, by id: `photos/<id>.jpg` is the source (a placeholder until it is
   * dropped in) that `npm run photos -w remotes/portfolio` makes the served files from.
   */
  readonly photos: Readonly<Record<PhotoId, PhotoInfo>>;
  /** The page's sections, in reading order. */
  readonly sections: readonly CaseStudySection<PhotoId>[];
}

/** What a case study's file exports: its study as the default export. */
export interface CaseStudyModule {
  readonly default: CaseStudy;
}

/**
 * A case study's content, checked: every photo a section shows (video posters included) must be one of its `photos`.
 * The default export of each file of case-studies/.
 */
export function caseStudy<const PhotoId extends string>(
  study: Omit<CaseStudy<PhotoId>, 'sections'> & { readonly sections: readonly CaseStudySection<NoInfer<PhotoId>>[] },
): CaseStudy {
  return study;
}

/** The photos a section shows (video posters included), in page order. */
export function sectionPhotos(section: CaseStudySection): readonly string[] {
  switch (section.kind) {
    case 'hero':
      return [section.photo];
    case 'image-row':
    case 'full-width':
    case 'masonry':
    case 'grid':
      return section.photos;
    case 'video':
      return section.videos.map((video) => video.poster);
    case 'text':
    case 'palette':
    case 'banner':
      return [];
  }
}
