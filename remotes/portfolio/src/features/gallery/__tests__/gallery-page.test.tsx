import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../../../../../tooling/jest/render';
import { sectionPaths, slugPath } from '../../../app/paths';
import { projects } from '../../../content/projects';
import { GalleryPage } from '../gallery-page';

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
    expect(screen.getByRole('list')).toHaveClass('row-cols-1', 'row-cols-md-2', 'row-cols-lg-4');
  });
});
