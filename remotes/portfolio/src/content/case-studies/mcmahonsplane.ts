import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape } = aspects;

export default caseStudy({
  slug: 'mcmahonsplane',
  project: "McMahon's Plane",
  title: 'Mediavelocity McMahon Photography',
  client: 'The McMahon family',
  subtitle: 'Restoration photography',
  description:
    "Restoration photography of McMahon's Plane: years of work on a vintage aircraft, documented in the hangar and then back in the air.",
  tile: {
    position: 6,
    alt: 'A restored vintage plane on a grass airstrip',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  photos: {
    'mcmahonsplane-1': { aspect: landscape, alt: 'The plane fuselage mid-restoration in a hangar' },
    'mcmahonsplane-2': { aspect: landscape, alt: 'A restorer fitting a new propeller' },
    'mcmahonsplane-3': { aspect: landscape, alt: 'The cockpit instruments after restoration' },
    'mcmahonsplane-4': { aspect: landscape, alt: 'The restored plane in flight' },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'The McMahons spent years bringing a vintage aircraft back to flying condition. We documented the restoration in the hangar and then photographed the finished plane back in the air.',
      ],
    },
    {
      kind: 'grid',
      columns: 2,
      photos: ['mcmahonsplane-1', 'mcmahonsplane-2', 'mcmahonsplane-3', 'mcmahonsplane-4'],
    },
  ],
});
