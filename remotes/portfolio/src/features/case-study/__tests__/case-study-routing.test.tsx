import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../../../../../tooling/jest/render';
import type * as CaseStudiesModule from '../../../content/case-studies';
import type * as PageIndexModule from '../../../content/page-index';
import { routes } from '../../../app/routes';
import { routePaths } from '../../../app/paths';

jest.mock('react-photo-album', () => jest.requireActual('./photo-album-stand-in'));

// A sixteenth case study added to the content, as an editor would: an index entry and its content, nothing else.
jest.mock('../../../content/page-index', () => {
  const index = jest.requireActual<typeof PageIndexModule>('../../../content/page-index');
  return {
    ...index,
    caseStudyIndex: [...index.caseStudyIndex, { slug: 'riverside-festival', project: 'Riverside Festival' }],
  };
});
jest.mock('../../../content/case-studies', () => {
  const content = jest.requireActual<typeof CaseStudiesModule>('../../../content/case-studies');
  const added: CaseStudiesModule.CaseStudy = {
    slug: 'riverside-festival',
    project: 'Riverside Festival',
    client: 'Riverside Arts Council',
    subtitle: 'Event photography',
    description: 'Event photography for the Riverside Festival: three days of music by the water, on stage and off.',
    sections: [
      { kind: 'hero', photo: 'tile-springfield-little-theatre' },
      { kind: 'text', heading: 'The project', paragraphs: ['Three days of music by the water.'] },
      { kind: 'grid', photos: ['dance-portraits-1', 'dance-portraits-2'] },
    ],
  };
  return { ...content, caseStudies: [...content.caseStudies, added] };
});

describe('a case study added to the content', () => {
  it('gets a route and a page, with no change to routes or templates', async () => {
    expect(routePaths).toContain('/riverside-festival');
    const { container } = renderWithRouter(null, { routes, path: '/riverside-festival' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Festival' })).toBeInTheDocument();
    expect(document.title).toBe('Mediavelocity - Riverside Festival');
    expect(screen.getByRole('heading', { level: 2, name: 'The project' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });
});
