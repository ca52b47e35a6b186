import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { slugPath } from '../../app/paths';
import { projects } from '../../content/projects';
import { caseStudyTiles } from '../../content/case-study-tiles';
import { ProjectTiles } from '../project-tiles';

describe('ProjectTiles', () => {
  it('links every tile to its case study, named by the project', () => {
    renderWithRouter(<ProjectTiles projects={projects} layout="work" />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(projects.length);
    projects.forEach((project, index) => {
      const link = links[index];
      expect(link).toHaveAccessibleName(project.name);
      expect(link).toHaveAttribute('href', slugPath(project.slug));
    });
  });

  it('shows each tile photo with its alt text, cropped as the data says', () => {
    renderWithRouter(<ProjectTiles projects={projects} layout="gallery" />);
    for (const project of projects) {
      const link = screen.getByRole('link', { name: project.name });
      const image = within(link).getByRole('img');
      expect(image).toHaveAttribute('alt', caseStudyTiles.find((tile) => tile.slug === project.slug)?.alt);
      expect(image.getAttribute('alt')).not.toBe('');
      const frame = image.closest<HTMLElement>('.mv-tile__media');
      expect(frame?.style.getPropertyValue('--mv-tile-fit')).toBe(project.backgroundSize);
      expect(frame?.style.getPropertyValue('--mv-tile-position')).toBe(project.backgroundPosition);
    }
  });

  it('describes each tile by its categories', () => {
    renderWithRouter(<ProjectTiles projects={projects} layout="work" />);
    expect(screen.getByRole('link', { name: "We're Fans Too" })).toHaveAccessibleDescription('Photography · Video');
  });

  it.each([
    ['work', ['row-cols-1', 'row-cols-md-2'], ['row-cols-lg-4']],
    ['gallery', ['row-cols-1', 'row-cols-md-2', 'row-cols-lg-4'], []],
  ] as const)('lays out %s tiles with the right grid columns', (layout, present, absent) => {
    renderWithRouter(<ProjectTiles projects={projects} layout={layout} />);
    const grid = screen.getByRole('list');
    expect(grid).toHaveClass('row', ...present);
    for (const className of absent) expect(grid).not.toHaveClass(className);
  });

  it('fetches only the first row eagerly when asked for priority', () => {
    renderWithRouter(<ProjectTiles projects={projects} layout="work" priority />);
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
    expect(loading.slice(2).every((value) => value === 'lazy')).toBe(true);
  });
});
