import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'beverage-professor',
  project: 'Beverage Professor',
  client: 'Beverage Professor',
  subtitle: 'Video production',
  description:
    "Video production for Beverage Professor's online drinks lessons: camera work at the bar, the edit, and motion graphics for every ingredient.",
  tile: {
    position: 8,
    alt: 'A cocktail being poured behind a bar',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '60% 50%',
  },
  photos: {
    'video-beverage-professor': { aspect: wide, alt: 'Beverage Professor video' },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'Beverage Professor teaches drinks-making online and needed videos as polished as its recipes. We handled the whole production: camera work at the bar, the edit, and motion graphics that put each ingredient and measure on screen.',
      ],
    },
    {
      kind: 'video',
      videos: [
        {
          youtubeId: 'bV3pRf5sN7c',
          title: 'Beverage Professor: mixing a classic cocktail',
          poster: 'video-beverage-professor',
        },
      ],
    },
  ],
});
