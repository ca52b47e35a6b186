import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, portrait, wide } = aspects;

export default caseStudy({
  slug: 'csusa',
  project: 'Charter Schools USA',
  client: 'Charter Schools USA',
  subtitle: 'Photography and video',
  description:
    'Classroom photography and multi-market video for Charter Schools USA: one image library for print and web, and enrolment spots for TV and online.',
  tile: {
    position: 3,
    alt: 'Students working together in a bright classroom',
    categories: ['photography', 'video'],
    pages: ['work', 'gallery'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  photos: {
    'csusa-hero': { aspect: wide, alt: 'A teacher helping a student at her desk' },
    'csusa-1': { aspect: portrait, alt: 'A student smiling at the camera in a hallway' },
    'csusa-2': { aspect: landscape, alt: 'Children raising their hands in class' },
    'csusa-3': { aspect: landscape, alt: 'A science lesson with a microscope' },
    'csusa-4': { aspect: portrait, alt: 'A student reading in the library' },
    'csusa-5': { aspect: landscape, alt: 'Students walking to class across the campus' },
    'csusa-6': { aspect: portrait, alt: 'A graduate in cap and gown' },
    'video-csusa': { aspect: wide, alt: 'Charter Schools USA video' },
  },
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
    {
      kind: 'video',
      videos: [
        { youtubeId: 'cS7uQ4hLm2E', title: 'Charter Schools USA: enrolment campaign spot', poster: 'video-csusa' },
      ],
    },
  ],
});
