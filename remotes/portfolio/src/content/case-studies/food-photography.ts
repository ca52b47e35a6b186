import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'food-photography',
  project: 'Food Photography',
  client: 'Restaurants and food brands',
  subtitle: 'Food photography',
  description:
    'Food photography for restaurants and food brands, styled and shot quickly on location or in our studio for menus, packaging and social media.',
  tile: {
    position: 10,
    alt: 'A plated dish styled on a wooden table',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 55%',
  },
  photos: {
    'food-photography-1': { aspect: wide, alt: 'A burger with fries on a slate board' },
    'food-photography-2': { aspect: wide, alt: 'Pasta tossed in a pan with herbs' },
    'food-photography-3': { aspect: wide, alt: 'A bowl of ramen from above' },
    'food-photography-4': { aspect: wide, alt: 'Fresh bread on a bakery counter' },
    'food-photography-5': { aspect: wide, alt: 'A dessert plated with berries' },
    'food-photography-6': { aspect: wide, alt: 'Coffee and pastries on a café table' },
  },
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
});
