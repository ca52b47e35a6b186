import { screen } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import type { CaseStudy } from '../../../content/case-study';
import type * as CaseStudyIndexModule from '../../../content/case-study-index';
import type * as CaseStudyTilesModule from '../../../content/case-study-tiles';
import { routes } from '../../../app/routes';
import { routePaths } from '../../../app/paths';

jest.mock('react-photo-album', () => jest.requireActual('./photo-album-stand-in'));

// A sixteenth case study, as an editor adds it: its file, of which the generated index then lists the slug and the
// loader, and the generated tiles its tile (case-study-files.test.ts checks that both follow the files). Nothing else
// changes.
jest.mock('../../../content/case-study-tiles', () => {
  const tiles = jest.requireActual<typeof CaseStudyTilesModule>('../../../content/case-study-tiles');
  const tile = {
    slug: 'riverside-festival',
    project: 'Riverside Festival',
    alt: 'A stage by the river at dusk',
    categories: ['photography'],
    pages: ['work'],
    featured: false,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return { ...tiles, caseStudyTiles: [...tiles.caseStudyTiles, tile] };
});
jest.mock('../../../content/case-study-index', () => {
  const index = jest.requireActual<typeof CaseStudyIndexModule>('../../../content/case-study-index');
  const added: CaseStudy = {
    slug: 'riverside-festival',
    project: 'Riverside Festival',
    client: 'Riverside Arts Council',
    subtitle: 'Event photography',
    description: 'Event photography for the Riverside Festival: three days of music by the water, on stage and off.',
    tile: {
      position: 16,
      alt: 'A stage by the river at dusk',
      categories: ['photography'],
      pages: ['work'],
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    photos: {
      'springfield-little-theatre-1': { aspect: 3 / 2, alt: 'The main stage' },
      'dance-portraits-1': { aspect: 2 / 3, alt: 'A dancer on the riverbank' },
      'dance-portraits-2': { aspect: 2 / 3, alt: 'A dancer by the water' },
    },
    sections: [
      { kind: 'hero', photo: 'springfield-little-theatre-1' },
      { kind: 'text', heading: 'The project', paragraphs: ['Three days of music by the water.'] },
      { kind: 'grid', photos: ['dance-portraits-1', 'dance-portraits-2'] },
    ],
  };
  return {
    ...index,
    caseStudyIndex: [...index.caseStudyIndex, { slug: added.slug, load: async () => ({ default: added }) }],
  };
});

describe('a case study added to the content', () => {
  it('gets a route and a page, with no change to routes or templates', async () => {
    expect(routePaths).toContain('/riverside-festival');
    const { container } = renderWithRouter(null, { routes, path: '/riverside-festival' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Festival' })).toBeInTheDocument();
    expect(document.title).toBe('Mediavelocity - Riverside Festival');
    expect(screen.getByRole('heading', { level: 2, name: 'The project' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'A dancer by the water' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next project: Conklin Guitars' })).toBeInTheDocument();
  });
});
