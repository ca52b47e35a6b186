import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { square } = aspects;

export default caseStudy({
  slug: 'rangers-adventure',
  project: 'Royal Rangers',
  client: 'Royal Rangers',
  subtitle: 'Event graphics',
  description:
    'Event graphics for a Royal Rangers adventure weekend: one outdoor visual language carried through the logo, banners, shirts and trail map.',
  tile: {
    position: 9,
    alt: 'Event banners for a Royal Rangers adventure weekend',
    categories: ['photography', 'design'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  photos: {
    'rangers-adventure-1': { aspect: square, alt: 'The adventure weekend logo' },
    'rangers-adventure-2': { aspect: square, alt: 'A campsite welcome banner' },
    'rangers-adventure-3': { aspect: square, alt: 'Event t-shirt artwork' },
    'rangers-adventure-4': { aspect: square, alt: 'A trail map designed for the event' },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'For a Royal Rangers adventure weekend we designed one visual language and carried it through everything the event needed. The logo, banners, shirts and trail map all share the same colours and outdoor feel.',
      ],
    },
    {
      kind: 'image-row',
      photos: ['rangers-adventure-1', 'rangers-adventure-2', 'rangers-adventure-3', 'rangers-adventure-4'],
    },
  ],
});
