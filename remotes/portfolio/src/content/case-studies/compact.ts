import { compactBrandColours } from '../brand-colours';
import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { landscape, wide } = aspects;

export default caseStudy({
  slug: 'compact',
  project: 'COMPACT Family Services',
  client: 'COMPACT Family Services',
  subtitle: 'Brand identity, print, web and video',
  description:
    'A brand family for COMPACT Family Services: one logo in a shared colour palette, carried through signage, print, a new website, video and photos.',
  tile: {
    position: 15,
    alt: 'COMPACT Family Services signage in brand colours',
    categories: ['design', 'video', 'photography'],
    pages: ['work'],
    featured: true,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  photos: {
    'compact-large-format': { aspect: wide, alt: 'Large format wall graphics in a COMPACT office' },
    'compact-web': { aspect: wide, alt: 'The COMPACT website on a laptop screen' },
    'compact-print': { aspect: wide, alt: 'COMPACT brochures and cards in the brand colours' },
    'compact-1': { aspect: landscape, alt: 'A family at a COMPACT community event' },
    'compact-2': { aspect: landscape, alt: 'Staff greeting visitors at the front desk' },
    'compact-3': { aspect: landscape, alt: 'Children playing in a COMPACT playroom' },
    'compact-4': { aspect: landscape, alt: 'A counsellor talking with a parent' },
    'compact-5': { aspect: landscape, alt: 'Volunteers at a fundraising table' },
    'compact-6': { aspect: landscape, alt: 'The COMPACT building entrance' },
    'video-compact': { aspect: wide, alt: 'COMPACT Family Services video' },
  },
  sections: [
    {
      kind: 'palette',
      heading: 'One family of brands',
      paragraphs: ['Point at or tab to a colour to see the logo in it.'],
      colours: compactBrandColours,
      logo: 'compact',
    },
    {
      kind: 'text',
      heading: 'The client',
      paragraphs: [
        'COMPACT Family Services runs several programmes for children and families, from foster care to residential campuses, each under its own name.',
      ],
    },
    {
      kind: 'text',
      heading: 'The challenge',
      paragraphs: [
        'Over the years each programme had grown its own look, so few people saw them as one organisation. Donors, partners and families needed to recognise the parent brand wherever they met it.',
      ],
    },
    {
      kind: 'text',
      heading: 'The solution',
      paragraphs: [
        'We drew one logo for the whole family and gave every programme its own colour from a shared palette. The same mark, in a different colour, now ties each programme back to COMPACT.',
      ],
    },
    {
      kind: 'full-width',
      heading: 'Large format graphics',
      paragraphs: ['Wall graphics and signage bring the colours into every campus and office.'],
      photos: ['compact-large-format'],
    },
    {
      kind: 'full-width',
      heading: 'Web development',
      paragraphs: ['A new website presents all the programmes under one roof, each in its own colour.'],
      photos: ['compact-web'],
    },
    {
      kind: 'video',
      heading: 'Video',
      videos: [{ youtubeId: 'cMpCt0fS6uJ', title: 'COMPACT Family Services: who we are', poster: 'video-compact' }],
    },
    {
      kind: 'full-width',
      heading: 'Print design',
      paragraphs: [
        'Brochures, cards and stationery follow the same system, so a sheet of paper is recognisably COMPACT.',
      ],
      photos: ['compact-print'],
    },
    {
      kind: 'grid',
      heading: 'Photography',
      columns: 3,
      photos: ['compact-1', 'compact-2', 'compact-3', 'compact-4', 'compact-5', 'compact-6'],
    },
  ],
});
