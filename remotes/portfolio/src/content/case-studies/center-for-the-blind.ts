import { centerForTheBlindOrange } from '../brand-colours';
import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape } = aspects;

export default caseStudy({
  slug: 'center-for-the-blind',
  project: 'Center for the Blind',
  client: 'Center for the Blind',
  subtitle: 'Brand design',
  description:
    'Brand design for a center for the blind: a bold orange, large simple shapes and generous type, each piece tested for legibility with low vision.',
  tile: {
    position: 11,
    alt: 'Orange brand materials for a center for the blind',
    categories: ['design'],
    pages: ['work', 'gallery'],
    backgroundSize: 'contain',
    backgroundPosition: 'center',
  },
  photos: {
    'center-for-the-blind-1': { aspect: landscape, alt: 'The center for the blind logo on a business card' },
    'center-for-the-blind-2': { aspect: landscape, alt: 'Brochure pages in the orange brand colour' },
  },
  sections: [
    {
      kind: 'banner',
      colour: centerForTheBlindOrange,
      logo: 'center-for-the-blind',
      text: 'A warm, high-contrast identity that reads clearly at every size.',
    },
    {
      kind: 'text',
      paragraphs: [
        'The center needed a brand that works for people with low vision as well as for donors and partners. We built it on a bold orange, large simple shapes and generous type, and tested every piece for legibility.',
      ],
    },
    { kind: 'image-row', photos: ['center-for-the-blind-1', 'center-for-the-blind-2'] },
  ],
});
