import type { sectionPaths } from '../app/paths';
import type { PhotoRecord } from './photo-record';
import { homeSection } from './home-section';
import { projectsOn } from './projects';
import type { TilePhotoId } from './tile-photos';

/** What search results and link previews show for one of the portfolio's fixed sections. */
export interface SectionPage {
  /** 50–160 characters, unique on the site. */
  readonly description: string;
  /** A tile the page shows; without one, previews show the site's card. */
  readonly photo?: PhotoRecord<TilePhotoId>;
}

export const sectionPages: Readonly<Record<keyof typeof sectionPaths, SectionPage>> = {
  home: homeSection,
  work: {
    description:
      'Client projects by Mediavelocity: brand identities, product and event photography, video series and campaigns, each with its own case study.',
    photo: projectsOn('work')[0]?.photo,
  },
  gallery: {
    description:
      'Every Mediavelocity portfolio project in one view: guitars, dancers, classrooms, hot rods, food and brand design, shot and designed by our studio.',
    photo: projectsOn('gallery')[0]?.photo,
  },
  about: {
    description:
      'Mediavelocity pairs creativity with strategy across brand identity, web and mobile, packaging, signage, video, photography, programming and print.',
  },
};
