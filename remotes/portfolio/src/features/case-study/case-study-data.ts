import type { BreadcrumbListLeaf, CreativeWorkLeaf, VideoObjectLeaf, WithContext } from 'schema-dts';
import { SITE_SHARE_IMAGE, siteUrl } from '@mediavelocity/contract';
import { sectionPaths, slugPath } from '../../app/paths';
import { agencyNode } from '../../components/json-ld';
import { photoForAlbum } from '../../components/photo';
import { shareImage } from '../../components/share-image';
import type { CaseStudy, Video } from '../../content/case-study';
import { sharePhoto, studyPhoto } from '../../content/case-study-photos';

/** The player a search engine may show for the video: YouTube's own embed address of it. */
export function youtubeEmbedAddress(youtubeId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(youtubeId)}`;
}

/**
 * One of the study's videos (schema.org VideoObject). Google requires `name`, `thumbnailUrl` and `uploadDate` for a
 * video result: the name is the video's title, the thumbnail the poster the page shows (its largest JPEG), and the
 * upload date is given when the study's file has it (no date is invented). Of the recommended properties it has
 * `embedUrl` (the video lives on YouTube, so there is no `contentUrl` of a file); not `description`, which the content
 * does not hold for a video, and which a copy of the title would not improve.
 */
export function videoData(study: CaseStudy, video: Video): VideoObjectLeaf {
  return {
    '@type': 'VideoObject',
    name: video.title,
    thumbnailUrl: siteUrl(photoForAlbum(studyPhoto(study, video.poster)).src),
    embedUrl: youtubeEmbedAddress(video.youtubeId),
    ...(video.uploadDate !== undefined && { uploadDate: video.uploadDate }),
  };
}

/**
 * The project the page shows (schema.org CreativeWork): its name, description, picture (the photo its link previews
 * show) and address, made by the agency, with its videos.
 */
export function caseStudyData(study: CaseStudy): WithContext<CreativeWorkLeaf> {
  const videos = study.sections.flatMap((section) => (section.kind === 'video' ? section.videos : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: study.project,
    description: study.description,
    image: siteUrl((shareImage(sharePhoto(study)) ?? SITE_SHARE_IMAGE).url),
    url: siteUrl(slugPath(study.slug)),
    creator: agencyNode,
    ...(videos.length > 0 && { video: videos.map((video) => videoData(study, video)) }),
  };
}

/** Where the page sits on the site (schema.org BreadcrumbList): Home › Work › the project. */
export function breadcrumbData(study: CaseStudy): WithContext<BreadcrumbListLeaf> {
  const trail = [
    { name: 'Home', path: sectionPaths.home },
    { name: 'Work', path: sectionPaths.work },
    { name: study.project, path: slugPath(study.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  };
}
