import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, wide } = aspects;

export default caseStudy({
  slug: 'hot-rod-show',
  project: 'Route 66 Hot Rod Show',
  title: 'Mediavelocity HotRod Photography',
  client: 'Route 66 Hot Rod Show',
  subtitle: 'Car photography',
  description:
    "Car photography for the Route 66 Hot Rod Show: custom builds, restored classics, chrome and paint, pictured to invite next year's crowd.",
  tile: {
    position: 12,
    alt: 'A polished hot rod at a Route 66 car show',
    categories: ['photography'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 65%',
  },
  photos: {
    'hot-rod-show-hero': { aspect: wide, alt: 'A row of hot rods at the Route 66 show' },
    'hot-rod-show-1': { aspect: landscape, alt: 'Chrome detail of a hot rod engine' },
    'hot-rod-show-2': { aspect: landscape, alt: 'A red hot rod with flame decals' },
  },
  sections: [
    { kind: 'hero', photo: 'hot-rod-show-hero' },
    {
      kind: 'image-row',
      heading: 'The project',
      paragraphs: [
        'Each year the show fills the old highway with custom builds and restored classics. Organisers asked us for pictures that would invite next year’s crowd, so we went looking for the chrome, the paint and the people proud of both.',
      ],
      photos: ['hot-rod-show-1', 'hot-rod-show-2'],
    },
  ],
});
