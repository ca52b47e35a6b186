import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, portrait } = aspects;

export default caseStudy({
  slug: 'burning-miles',
  project: 'Burning Miles',
  client: 'Burning Miles Show',
  subtitle: 'Web-series pilot photography',
  description:
    'Stills for the pilot of Burning Miles, a motorcycle travel web series: the host, the bikes and the roadside stops, shot while the episode was filmed.',
  tile: {
    position: 5,
    alt: 'A motorcycle on an open desert road at dusk',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 60%',
  },
  photos: {
    'burning-miles-1': { aspect: landscape, alt: 'The show host beside his motorcycle' },
    'burning-miles-2': { aspect: portrait, alt: 'A rider adjusting his helmet' },
    'burning-miles-3': { aspect: landscape, alt: 'Motorcycles lined up outside a roadside diner' },
    'burning-miles-4': { aspect: landscape, alt: 'A camera crew filming on the highway' },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'Burning Miles is a motorcycle travel show, and its pilot needed stills for pitching and promotion. We rode along with the crew and photographed the host, the bikes and the roadside stops as the episode was filmed.',
      ],
    },
    {
      kind: 'masonry',
      photos: ['burning-miles-1', 'burning-miles-2', 'burning-miles-3', 'burning-miles-4'],
    },
  ],
});
