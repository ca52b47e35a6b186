import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, portrait } = aspects;

export default caseStudy({
  slug: 'springfield-little-theatre',
  project: 'Springfield Little Theatre',
  client: 'Springfield Little Theatre',
  subtitle: 'Photography and design',
  description:
    'Rehearsal and costume photography for Springfield Little Theatre, and the season posters and programmes we designed around those pictures.',
  tile: {
    position: 7,
    alt: 'Actors on a lit stage during a rehearsal',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 35%',
  },
  photos: {
    'springfield-little-theatre-1': { aspect: landscape, alt: 'The cast taking a bow' },
    'springfield-little-theatre-2': { aspect: portrait, alt: 'A lead actor in costume backstage' },
    'springfield-little-theatre-3': { aspect: landscape, alt: 'A dramatic scene under blue stage light' },
    'springfield-little-theatre-4': { aspect: landscape, alt: 'The season poster on the theatre wall' },
  },
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
});
