import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'conklin',
  project: 'Conklin Guitars',
  client: 'Conklin Guitars',
  subtitle: 'Product photography',
  description:
    'Product photography of hand-built Conklin guitars, lit slowly against black so the wood grain, carving and inlays carry every picture.',
  theme: 'dark',
  tile: {
    position: 1,
    alt: 'A hand-built acoustic guitar lit against a dark backdrop',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 40%',
  },
  photos: {
    'conklin-hero': { aspect: wide, alt: 'A Conklin guitar body in warm studio light' },
    'conklin-1': { aspect: wide, alt: 'The carved headstock of a Conklin guitar' },
    'conklin-2': { aspect: wide, alt: 'Close-up of the fretboard inlays' },
    'conklin-3': { aspect: wide, alt: 'A finished guitar standing in the workshop' },
  },
  sections: [
    {
      kind: 'hero',
      photo: 'conklin-hero',
      caption:
        'Every Conklin instrument is built by hand, so we lit each one slowly against black to let the wood grain and inlays carry the picture.',
    },
    { kind: 'full-width', photos: ['conklin-1', 'conklin-2', 'conklin-3'] },
  ],
});
