import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, portrait } = aspects;

export default caseStudy({
  slug: 'dance-portraits',
  project: 'Dance Portraits',
  client: 'A local dance studio',
  subtitle: 'Portrait photography',
  description:
    'Portraits for a local dance studio, shot mid-movement in a portable studio in the rehearsal hall, from first-year ballet to the competition team.',
  tile: {
    position: 2,
    alt: 'A dancer caught mid-leap in a studio portrait',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 25%',
  },
  photos: {
    'dance-portraits-1': { aspect: portrait, alt: 'A ballet dancer en pointe' },
    'dance-portraits-2': { aspect: portrait, alt: 'A contemporary dancer in a deep lunge' },
    'dance-portraits-3': { aspect: landscape, alt: 'Two dancers in a mirrored pose' },
    'dance-portraits-4': { aspect: portrait, alt: 'A young dancer in a tutu' },
    'dance-portraits-5': { aspect: landscape, alt: 'A hip-hop dancer mid-spin' },
    'dance-portraits-6': { aspect: portrait, alt: 'A dancer stretching at the barre' },
  },
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
});
