import { SITE_ORIGIN, siteUrl } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { readCaseStudies } from '../../../../scripts/case-study-files';
import { jsonLdIn } from '../../../components/__tests__/json-ld-in';
import { photoForAlbum } from '../../../components/photo';
import { shareImage } from '../../../components/share-image';
import type { CaseStudy, Video } from '../../../content/case-study';
import { sharePhoto, studyPhoto } from '../../../content/case-study-photos';
import { breadcrumbData, caseStudyData, videoData } from '../case-study-data';
import { CaseStudyPage } from '../case-study-page';

jest.mock('react-photo-album', () => jest.requireActual('./photo-album-stand-in'));

const caseStudies = readCaseStudies();
const videosOf = (study: CaseStudy): Video[] =>
  study.sections.flatMap((section) => (section.kind === 'video' ? section.videos : []));
const each = caseStudies.map((study) => [study.slug, study] as const);

/** An absolute https URL. */
const absolute = expect.stringMatching(/^https:\/\/[^/]+\/\S+$/);

describe('every case study’s structured data', () => {
  it.each(each)('%s: a CreativeWork with name, description, image and address, by the agency', (slug, study) => {
    const data = caseStudyData(study);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: study.project,
      description: study.description,
      image: absolute,
      url: `${SITE_ORIGIN}/${slug}`,
      creator: { '@type': 'Organization', '@id': `${SITE_ORIGIN}/#organization` },
    });
    // The photo its link previews show too.
    expect(data.image).toBe(siteUrl(shareImage(sharePhoto(study))?.url ?? ''));
  });

  it.each(each)('%s: a VideoObject for each of its videos, in page order', (_slug, study) => {
    const videos = videosOf(study);
    const data = caseStudyData(study);
    if (videos.length === 0) {
      expect(data).not.toHaveProperty('video');
      return;
    }
    expect(data.video).toEqual(
      videos.map((video) => ({
        '@type': 'VideoObject',
        name: video.title,
        thumbnailUrl: siteUrl(photoForAlbum(studyPhoto(study, video.poster)).src),
        embedUrl: `https://www.youtube.com/embed/${video.youtubeId}`,
        ...(video.uploadDate !== undefined && { uploadDate: video.uploadDate }),
      })),
    );
    for (const video of videos) expect(videoData(study, video).thumbnailUrl).toEqual(expect.stringMatching(/\.jpg$/));
  });

  it('includes a video’s upload date when its study gives one, and every date given is a real ISO 8601 date', () => {
    const study = caseStudies.find((candidate) => videosOf(candidate).length > 0);
    const video = study && videosOf(study)[0];
    if (!study || !video) throw new Error('No case study with a video');
    expect(videoData(study, { ...video, uploadDate: '2021-03-18' })).toMatchObject({ uploadDate: '2021-03-18' });

    const dates = caseStudies.flatMap(videosOf).flatMap((entry) => entry.uploadDate ?? []);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
      expect(new Date(date).toISOString().slice(0, 10)).toBe(date.slice(0, 10));
    }
  });

  it.each(each)('%s: a BreadcrumbList Home › Work › the project', (slug, study) => {
    expect(breadcrumbData(study)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Work', item: `${SITE_ORIGIN}/work` },
        { '@type': 'ListItem', position: 3, name: study.project, item: `${SITE_ORIGIN}/${slug}` },
      ],
    });
  });

  it.each(each)('%s: the page carries both, once each', (slug, study) => {
    const { container } = renderWithRouter(<CaseStudyPage study={study} />, { path: `/${slug}` });
    expect(jsonLdIn(container)).toEqual([caseStudyData(study), breadcrumbData(study)]);
  });
});
