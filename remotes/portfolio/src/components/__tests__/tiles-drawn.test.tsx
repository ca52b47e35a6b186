import { fireEvent, render, screen, within } from '@testing-library/react';
import { inMemoryRouter } from '@mediavelocity/testing/render';
import { sectionPaths } from '../../app/paths';
import { projectsIn } from '../../content/disciplines';
import { projectsOn } from '../../content/projects';
import type { PhotoProps } from '../photo';
import { FilterableProjectTiles } from '../filterable-project-tiles';

// Each tile's photo, as drawn: a render of a tile renders its photo (a tile not rendered again draws none).
const mockDrawn: string[] = [];
jest.mock('../photo', () => ({
  Photo: ({ photo }: PhotoProps) => {
    mockDrawn.push(photo.alt);
    return <img alt={photo.alt} />;
  },
}));

const projects = projectsOn('work');
const alts = (chosen: typeof projects) => chosen.map((project) => project.photo.alt);
const filter = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Filter projects by discipline' })).getByRole('link', { name });

it('choosing a filter renders only the tiles it adds: those both lists show are not rendered again', () => {
  render(
    inMemoryRouter(<FilterableProjectTiles projects={projects} path={sectionPaths.work} layout="work" />, [
      sectionPaths.work,
    ]),
  );
  expect(new Set(mockDrawn)).toEqual(new Set(alts(projects)));
  const video = projectsIn(projects, 'video');
  expect(video.length).toBeGreaterThan(0);
  expect(video.length).toBeLessThan(projects.length);

  mockDrawn.length = 0;
  fireEvent.click(filter('Video'));
  expect(screen.getAllByRole('img')).toHaveLength(video.length);
  expect(mockDrawn).toEqual([]);

  fireEvent.click(filter('All'));
  expect(screen.getAllByRole('img')).toHaveLength(projects.length);
  expect(mockDrawn.sort()).toEqual(alts(projects.filter((project) => !video.includes(project))).sort());
});
