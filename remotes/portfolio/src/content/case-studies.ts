import type { PhotoRecord } from './photo-record';
import { photoRecord, type PhotoId } from './photos';
import { isTilePhotoId, tilePhoto } from './tile-photos';
import { centerForTheBlindOrange, compactBrandColours, type BrandColour } from './brand-colours';
import { videos, type Video } from './videos';
import { caseStudyIndex, type CaseStudySlug } from './page-index';

/** The brand marks the case-study template can draw inline (each one a small SVG in the template). */
export type LogoId = 'compact' | 'center-for-the-blind';

/** What every section may carry: a heading (an h2) and paragraphs before its own content. */
interface SectionBase {
  readonly heading?: string;
  readonly paragraphs?: readonly string[];
}

/** A large photo at the top of the page, with an optional caption under it. */
export interface HeroSection extends SectionBase {
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
export interface ImageRowSection extends SectionBase {
  readonly kind: 'image-row';
  readonly photos: readonly PhotoId[];
}

/** Photos one under another, each as wide as the page. */
export interface FullWidthSection extends SectionBase {
  readonly kind: 'full-width';
  readonly photos: readonly PhotoId[];
}

/** A masonry gallery; without columns or spacing it follows the spec's responsive defaults. */
export interface MasonrySection extends SectionBase {
  readonly kind: 'masonry';
  readonly photos: readonly PhotoId[];
  readonly columns?: number;
  /** Pixels between photos. */
  readonly spacing?: number;
}

/** Photos in an even grid of equal cells. */
export interface GridSection extends SectionBase {
  readonly kind: 'grid';
  readonly photos: readonly PhotoId[];
  /** Cells per row from medium screens up (two below that). */
  readonly columns?: 2 | 3;
}

/** One or more click-to-play videos. */
export interface VideoSection extends SectionBase {
  readonly kind: 'video';
  readonly videos: readonly Video[];
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

export type CaseStudySection =
  | HeroSection
  | TextSection
  | ImageRowSection
  | FullWidthSection
  | MasonrySection
  | GridSection
  | VideoSection
  | PaletteSection
  | BannerSection;

/**
 * A case study, rendered by the case-study template. Routes and the /work and /gallery tiles derive from its slug
 * and name in page-index.ts; the rest is loaded with the page. A new case study is an entry there and one here (plus
 * its photos).
 */
export interface CaseStudy {
  /** The page's path without its leading slash, e.g. `conklin` → `/conklin`. */
  readonly slug: string;
  /** The project's name, as a visitor reads it. */
  readonly project: string;
  /** The page's main heading, when it is not the project's name. */
  readonly heading?: string;
  /** The document title, when it is not "Mediavelocity - <project>" (the spec names two). */
  readonly title?: string;
  /** Who the work was for. */
  readonly client: string;
  /** One line under the heading: the kind of work. */
  readonly subtitle: string;
  /** What search results and link previews say about the page: the project in one sentence, 50–160 characters. */
  readonly description: string;
  /** A dark page (e.g. for photos shot against black). */
  readonly theme?: 'dark';
  /** The page's sections, in reading order. */
  readonly sections: readonly CaseStudySection[];
}

/** The photos a section shows (video posters included), in page order. */
export function sectionPhotos(section: CaseStudySection): readonly PhotoId[] {
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

/**
 * The photo a link to the case study shows: its first landscape photo (previews are wide), else the project's tile,
 * else none (the site's card).
 */
export function sharePhoto(study: CaseStudy): PhotoRecord<PhotoId> | undefined {
  const landscape = study.sections
    .flatMap(sectionPhotos)
    .map(photoRecord)
    .find((photo) => photo.aspect >= 1);
  if (landscape) return landscape;
  const tile = `tile-${study.slug}`;
  return isTilePhotoId(tile) ? tilePhoto(tile) : undefined;
}

/** A case study's slug and project name, as page-index.ts lists them: each name is typed there only. */
function indexed(slug: CaseStudySlug): Pick<CaseStudy, 'slug' | 'project'> {
  const entry = caseStudyIndex.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No case study "${slug}" in page-index.ts.`);
  return { slug: entry.slug, project: entry.project };
}

export const caseStudies: readonly CaseStudy[] = [
  {
    ...indexed('conklin'),
    client: 'Conklin Guitars',
    subtitle: 'Product photography',
    description:
      'Product photography of hand-built Conklin guitars, lit slowly against black so the wood grain, carving and inlays carry every picture.',
    theme: 'dark',
    sections: [
      {
        kind: 'hero',
        photo: 'conklin-hero',
        caption:
          'Every Conklin instrument is built by hand, so we lit each one slowly against black to let the wood grain and inlays carry the picture.',
      },
      { kind: 'full-width', photos: ['conklin-1', 'conklin-2', 'conklin-3'] },
    ],
  },
  {
    ...indexed('dance-portraits'),
    client: 'A local dance studio',
    subtitle: 'Portrait photography',
    description:
      'Portraits for a local dance studio, shot mid-movement in a portable studio in the rehearsal hall, from first-year ballet to the competition team.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'A studio asked us for portraits that show what its students can do, not just how they look. We set up a portable studio in the rehearsal hall and photographed each dancer mid-movement, from first-year ballet students to the competition team.',
        ],
      },
      {
        kind: 'grid',
        columns: 3,
        photos: [
          'dance-portraits-1',
          'dance-portraits-2',
          'dance-portraits-3',
          'dance-portraits-4',
          'dance-portraits-5',
          'dance-portraits-6',
        ],
      },
    ],
  },
  {
    ...indexed('csusa'),
    client: 'Charter Schools USA',
    subtitle: 'Photography and video',
    description:
      'Classroom photography and multi-market video for Charter Schools USA: one image library for print and web, and enrolment spots for TV and online.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'Charter Schools USA needed a steady supply of genuine classroom images for its advertising collateral and its websites. We photographed students and teachers across several campuses, giving the marketing team one library for print and web alike.',
          'We also supported its enrolment campaigns with video, cutting multi-market versions of each spot for cable television and for pre-roll ads on video sites.',
        ],
      },
      { kind: 'hero', photo: 'csusa-hero' },
      {
        kind: 'masonry',
        columns: 3,
        spacing: 8,
        photos: ['csusa-1', 'csusa-2', 'csusa-3', 'csusa-4', 'csusa-5', 'csusa-6'],
      },
      { kind: 'video', videos: [videos.csusa] },
    ],
  },
  {
    ...indexed('sports-fan'),
    client: 'A regional bank',
    subtitle: 'Video shoot and edit',
    description:
      'A video shoot and edit for a regional bank: one match day with a devoted fan whose rituals start long before kick-off, cut to play like a diary.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'For a bank sponsoring the local team, we filmed a fan whose game-day rituals start long before kick-off. We shot it over one match day and edited a spot that feels more like a supporter’s diary than an advert.',
        ],
      },
      { kind: 'video', videos: [videos.sportsFan] },
    ],
  },
  {
    ...indexed('were-fans-too'),
    client: 'A regional bank',
    subtitle: 'Video series',
    description:
      'A video series for a regional bank that turns the camera on its own tellers, advisers and managers, who cheer for the same teams as their customers.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'This series turned the camera on the bank’s own people: tellers, advisers and managers who follow the same teams as their customers. Short, upbeat episodes showed that the staff cheer from the same stands.',
        ],
      },
      { kind: 'video', videos: [videos.wereFansToo] },
    ],
  },
  {
    ...indexed('burning-miles'),
    client: 'Burning Miles Show',
    subtitle: 'Web-series pilot photography',
    description:
      'Stills for the pilot of Burning Miles, a motorcycle travel web series: the host, the bikes and the roadside stops, shot while the episode was filmed.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'Burning Miles is a motorcycle travel show, and its pilot needed stills for pitching and promotion. We rode along with the crew and photographed the host, the bikes and the roadside stops as the episode was filmed.',
        ],
      },
      {
        kind: 'masonry',
        photos: ['burning-miles-1', 'burning-miles-2', 'burning-miles-3', 'burning-miles-4'],
      },
    ],
  },
  {
    ...indexed('mcmahonsplane'),
    title: 'Mediavelocity McMahon Photography',
    client: 'The McMahon family',
    subtitle: 'Restoration photography',
    description:
      "Restoration photography of McMahon's Plane: years of work on a vintage aircraft, documented in the hangar and then back in the air.",
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'The McMahons spent years bringing a vintage aircraft back to flying condition. We documented the restoration in the hangar and then photographed the finished plane back in the air.',
        ],
      },
      {
        kind: 'grid',
        columns: 2,
        photos: ['mcmahonsplane-1', 'mcmahonsplane-2', 'mcmahonsplane-3', 'mcmahonsplane-4'],
      },
    ],
  },
  {
    ...indexed('springfield-little-theatre'),
    client: 'Springfield Little Theatre',
    subtitle: 'Photography and design',
    description:
      'Rehearsal and costume photography for Springfield Little Theatre, and the season posters and programmes we designed around those pictures.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'The theatre wanted its season marketing to feel as lively as its stage. We photographed rehearsals and costume calls, then designed the posters and programmes around those images.',
        ],
      },
      {
        kind: 'masonry',
        photos: [
          'springfield-little-theatre-1',
          'springfield-little-theatre-2',
          'springfield-little-theatre-3',
          'springfield-little-theatre-4',
        ],
      },
    ],
  },
  {
    ...indexed('beverage-professor'),
    client: 'Beverage Professor',
    subtitle: 'Video production',
    description:
      "Video production for Beverage Professor's online drinks lessons: camera work at the bar, the edit, and motion graphics for every ingredient.",
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'Beverage Professor teaches drinks-making online and needed videos as polished as its recipes. We handled the whole production: camera work at the bar, the edit, and motion graphics that put each ingredient and measure on screen.',
        ],
      },
      { kind: 'video', videos: [videos.beverageProfessor] },
    ],
  },
  {
    ...indexed('rangers-adventure'),
    client: 'Royal Rangers',
    subtitle: 'Event graphics',
    description:
      'Event graphics for a Royal Rangers adventure weekend: one outdoor visual language carried through the logo, banners, shirts and trail map.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'For a Royal Rangers adventure weekend we designed one visual language and carried it through everything the event needed. The logo, banners, shirts and trail map all share the same colours and outdoor feel.',
        ],
      },
      {
        kind: 'image-row',
        photos: ['rangers-adventure-1', 'rangers-adventure-2', 'rangers-adventure-3', 'rangers-adventure-4'],
      },
    ],
  },
  {
    ...indexed('food-photography'),
    client: 'Restaurants and food brands',
    subtitle: 'Food photography',
    description:
      'Food photography for restaurants and food brands, styled and shot quickly on location or in our studio for menus, packaging and social media.',
    sections: [
      {
        kind: 'text',
        paragraphs: [
          'Food has to look as good as it tastes, and it only looks its best for a few minutes. We style and shoot quickly, on location or in our studio, for menus, packaging and social media.',
        ],
      },
      {
        kind: 'full-width',
        photos: [
          'food-photography-1',
          'food-photography-2',
          'food-photography-3',
          'food-photography-4',
          'food-photography-5',
          'food-photography-6',
        ],
      },
    ],
  },
  {
    ...indexed('center-for-the-blind'),
    client: 'Center for the Blind',
    subtitle: 'Brand design',
    description:
      'Brand design for a center for the blind: a bold orange, large simple shapes and generous type, each piece tested for legibility with low vision.',
    sections: [
      {
        kind: 'banner',
        colour: centerForTheBlindOrange,
        logo: 'center-for-the-blind',
        text: 'A warm, high-contrast identity that reads clearly at every size.',
      },
      {
        kind: 'text',
        paragraphs: [
          'The center needed a brand that works for people with low vision as well as for donors and partners. We built it on a bold orange, large simple shapes and generous type, and tested every piece for legibility.',
        ],
      },
      { kind: 'image-row', photos: ['center-for-the-blind-1', 'center-for-the-blind-2'] },
    ],
  },
  {
    ...indexed('hot-rod-show'),
    title: 'Mediavelocity HotRod Photography',
    client: 'Route 66 Hot Rod Show',
    subtitle: 'Car photography',
    description:
      "Car photography for the Route 66 Hot Rod Show: custom builds, restored classics, chrome and paint, pictured to invite next year's crowd.",
    sections: [
      { kind: 'hero', photo: 'hot-rod-show-hero' },
      {
        kind: 'image-row',
        heading: 'The project',
        paragraphs: [
          'Each year the show fills the old highway with custom builds and restored classics. Organisers asked us for pictures that would invite next year’s crowd, so we went looking for the chrome, the paint and the people proud of both.',
        ],
        photos: ['hot-rod-show-1', 'hot-rod-show-2'],
      },
    ],
  },
  {
    ...indexed('hellmanns-salad-recipes'),
    client: "Hellmann's",
    subtitle: 'Recipe video series',
    description:
      "A recipe video series for Hellmann's: short top-down salad recipes from one shoot, delivered as 12 finished videos in English and French.",
    sections: [
      {
        kind: 'text',
        heading: 'The client',
        paragraphs: [
          "Hellmann's wanted to show home cooks how much more its mayonnaise can do than sit on a sandwich.",
        ],
      },
      {
        kind: 'text',
        heading: 'The project',
        paragraphs: [
          'A set of short salad recipes, each simple enough to follow from a phone in the kitchen, to run on social media in two languages.',
        ],
      },
      {
        kind: 'text',
        heading: 'The solution',
        paragraphs: [
          'We filmed every recipe top-down with one consistent set and lighting, so a single shoot produced the whole series. After the edit, 12 finished videos were delivered in English and French.',
        ],
      },
      {
        kind: 'video',
        videos: [videos.hellmannsGarden, videos.hellmannsPotato, videos.hellmannsPasta, videos.hellmannsChicken],
      },
    ],
  },
  {
    ...indexed('compact'),
    client: 'COMPACT Family Services',
    subtitle: 'Brand identity, print, web and video',
    description:
      'A brand family for COMPACT Family Services: one logo in a shared colour palette, carried through signage, print, a new website, video and photos.',
    sections: [
      {
        kind: 'palette',
        heading: 'One family of brands',
        paragraphs: ['Point at or tab to a colour to see the logo in it.'],
        colours: compactBrandColours,
        logo: 'compact',
      },
      {
        kind: 'text',
        heading: 'The client',
        paragraphs: [
          'COMPACT Family Services runs several programmes for children and families, from foster care to residential campuses, each under its own name.',
        ],
      },
      {
        kind: 'text',
        heading: 'The challenge',
        paragraphs: [
          'Over the years each programme had grown its own look, so few people saw them as one organisation. Donors, partners and families needed to recognise the parent brand wherever they met it.',
        ],
      },
      {
        kind: 'text',
        heading: 'The solution',
        paragraphs: [
          'We drew one logo for the whole family and gave every programme its own colour from a shared palette. The same mark, in a different colour, now ties each programme back to COMPACT.',
        ],
      },
      {
        kind: 'full-width',
        heading: 'Large format graphics',
        paragraphs: ['Wall graphics and signage bring the colours into every campus and office.'],
        photos: ['compact-large-format'],
      },
      {
        kind: 'full-width',
        heading: 'Web development',
        paragraphs: ['A new website presents all the programmes under one roof, each in its own colour.'],
        photos: ['compact-web'],
      },
      {
        kind: 'video',
        heading: 'Video',
        videos: [videos.compact],
      },
      {
        kind: 'full-width',
        heading: 'Print design',
        paragraphs: [
          'Brochures, cards and stationery follow the same system, so a sheet of paper is recognisably COMPACT.',
        ],
        photos: ['compact-print'],
      },
      {
        kind: 'grid',
        heading: 'Photography',
        columns: 3,
        photos: ['compact-1', 'compact-2', 'compact-3', 'compact-4', 'compact-5', 'compact-6'],
      },
    ],
  },
];
