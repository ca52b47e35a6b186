import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'sports-fan',
  project: 'Sports Fan',
  client: 'A regional bank',
  subtitle: 'Video shoot and edit',
  description:
    'A video shoot and edit for a regional bank: one match day with a devoted fan whose rituals start long before kick-off, cut to play like a diary.',
  tile: {
    position: 13,
    alt: 'A fan in team colours cheering in a packed stadium',
    categories: ['video'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: '50% 30%',
  },
  photos: {
    'video-sports-fan': { aspect: wide, alt: 'Sports fan video' },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'For a bank sponsoring the local team, we filmed a fan whose game-day rituals start long before kick-off. We shot it over one match day and edited a spot that feels more like a supporter’s diary than an advert.',
      ],
    },
    {
      kind: 'video',
      videos: [{ youtubeId: 'sP0rtF4n9xA', title: 'Sports fan: game-day bank commercial', poster: 'video-sports-fan' }],
    },
  ],
});
