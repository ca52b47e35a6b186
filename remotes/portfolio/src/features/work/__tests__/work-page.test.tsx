import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../../../../../tooling/jest/render';
import { sectionPaths, slugPath } from '../../../app/paths';
import { readCaseStudies } from '../../../../scripts/case-study-files';
import { WorkPage } from '../work-page';

describe('WorkPage', () => {
  it('sets the title and the h1', async () => {
    renderWithRouter(<WorkPage />, { path: sectionPaths.work });
    await waitFor(() => expect(document.title).toBe('Mediavelocity Work'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Work');
  });

  it.each(readCaseStudies())('links to the $slug case study by its name', (study) => {
    renderWithRouter(<WorkPage />, { path: sectionPaths.work });
    expect(screen.getByRole('link', { name: study.project })).toHaveAttribute('href', slugPath(study.slug));
  });

  it('lays the tiles out two a row on medium screens, one on small', () => {
    renderWithRouter(<WorkPage />, { path: sectionPaths.work });
    const grid = screen.getByRole('list');
    expect(grid).toHaveClass('row-cols-1', 'row-cols-md-2');
    expect(grid).not.toHaveClass('row-cols-lg-4');
  });

  it('links to the gallery', () => {
    renderWithRouter(<WorkPage />, { path: sectionPaths.work });
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', sectionPaths.gallery);
  });
});
