import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'hellmanns-salad-recipes',
  project: "Hellmann's Salad Recipes",
  client: "Hellmann's",
  subtitle: 'Recipe video series',
  description:
    "A recipe video series for Hellmann's: short top-down salad recipes from one shoot, delivered as 12 finished videos in English and French.",
  tile: {
    position: 14,
    alt: 'A fresh salad being prepared for a recipe video',
    categories: ['video'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  photos: {
    'video-hellmanns-1': { aspect: wide, alt: "Hellmann's salad recipe video 1" },
    'video-hellmanns-2': { aspect: wide, alt: "Hellmann's salad recipe video 2" },
    'video-hellmanns-3': { aspect: wide, alt: "Hellmann's salad recipe video 3" },
    'video-hellmanns-4': { aspect: wide, alt: "Hellmann's salad recipe video 4" },
  },
  sections: [
    {
      kind: 'text',
      heading: 'The client',
      paragraphs: ["Hellmann's wanted to show home cooks how much more its mayonnaise can do than sit on a sandwich."],
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
      videos: [
        { youtubeId: 'hM1sGd8aL4k', title: "Hellmann's: garden salad in five minutes", poster: 'video-hellmanns-1' },
        { youtubeId: 'hM2pTt6bR9w', title: "Hellmann's: creamy potato salad", poster: 'video-hellmanns-2' },
        { youtubeId: 'hM3pSt3cV5y', title: "Hellmann's: summer pasta salad", poster: 'video-hellmanns-3' },
        { youtubeId: 'hM4cKn7dW2z', title: "Hellmann's: grilled chicken salad", poster: 'video-hellmanns-4' },
      ],
    },
  ],
});
