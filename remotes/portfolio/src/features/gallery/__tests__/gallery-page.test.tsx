import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { sectionPaths, slugPath } from '../../../app/paths';
import { projectsOn } from '../../../content/projects';
import { projects } from '../../../content/projects';
import { GalleryPage } from '../gallery-page';

/** The grid of tiles: the list that is not the filters'. */
function tileGrid(): HTMLElement {
  const filters = screen.getByRole('navigation', { name: 'Filter projects by discipline' });
  const grid = screen.getAllByRole('list').find((list) => !filters.contains(list));
  if (!grid) throw new Error('no grid of tiles');
  return grid;
}

describe('GalleryPage', () => {
  it('sets the title and the h1', async () => {
    renderWithRouter(<GalleryPage />, { path: sectionPaths.gallery });
    await waitFor(() => expect(document.title).toBe('Mediavelocity Gallery'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
  });

  it('shows a tile for each of the twelve projects, linked to its case study', () => {
    renderWithRouter(<GalleryPage />, { path: sectionPaths.gallery });
    expect(projects).toHaveLength(12);
    for (const project of projects) {
      expect(screen.getByRole('link', { name: project.name })).toHaveAttribute('href', slugPath(project.slug));
    }
  });

  it('lays the tiles out four a row on large screens, two on medium, one on small', () => {
    renderWithRouter(<GalleryPage />, { path: sectionPaths.gallery });
    expect(tileGrid()).toHaveClass('row-cols-1', 'row-cols-md-2', 'row-cols-lg-4');
  });
  it('filters its tiles by the discipline in the address, with links to its own filtered addresses', () => {
    renderWithRouter(<GalleryPage />, { path: `${sectionPaths.gallery}?discipline=video` });
    const filters = screen.getByRole('navigation', { name: 'Filter projects by discipline' });
    expect(within(filters).getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      `${sectionPaths.gallery}?discipline=design`,
    );
    const video = projectsOn('gallery').filter((project) => project.categories.includes('video'));
    expect(within(tileGrid()).getAllByRole('img')).toHaveLength(video.length);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${video.length} video projects`);
    expect(screen.getByRole('link', { name: 'Back to the work' })).toBeInTheDocument();
  });
});
