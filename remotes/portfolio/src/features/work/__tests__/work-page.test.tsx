import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { sectionPaths, slugPath } from '../../../app/paths';
import { projectsOn } from '../../../content/projects';
import { readCaseStudies } from '../../../../scripts/case-study-files';
import { WorkPage } from '../work-page';

/** The grid of tiles: the list that is not the filters'. */
function tileGrid(): HTMLElement {
  const filters = screen.getByRole('navigation', { name: 'Filter projects by discipline' });
  const grid = screen.getAllByRole('list').find((list) => !filters.contains(list));
  if (!grid) throw new Error('no grid of tiles');
  return grid;
}

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
    const grid = tileGrid();
    expect(grid).toHaveClass('row-cols-1', 'row-cols-md-2');
    expect(grid).not.toHaveClass('row-cols-lg-4');
  });

  it('links to the gallery', () => {
    renderWithRouter(<WorkPage />, { path: sectionPaths.work });
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', sectionPaths.gallery);
  });
  it('filters its tiles by the discipline in the address, with links to its own filtered addresses', () => {
    renderWithRouter(<WorkPage />, { path: `${sectionPaths.work}?discipline=video` });
    const filters = screen.getByRole('navigation', { name: 'Filter projects by discipline' });
    expect(within(filters).getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      `${sectionPaths.work}?discipline=design`,
    );
    const video = projectsOn('work').filter((project) => project.categories.includes('video'));
    expect(within(tileGrid()).getAllByRole('img')).toHaveLength(video.length);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${video.length} video projects`);
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toBeInTheDocument();
  });
});
