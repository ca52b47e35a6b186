import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation, useNavigate } from 'react-router-dom';
import { inMemoryRouter } from '@mediavelocity/testing/render';
import { sectionPaths } from '../../app/paths';
import { disciplineLabels, projectsIn } from '../../content/disciplines';
import { projectsOn, type Project, type ProjectCategory, type ProjectPage } from '../../content/projects';
import { FilterableProjectTiles, useTilesShown } from '../filterable-project-tiles';

const listings = [
  ['work', sectionPaths.work],
  ['gallery', sectionPaths.gallery],
] as const satisfies readonly (readonly [ProjectPage, `/${string}`])[];

/** The address shown, and a Back button: what the browser's address bar and back button do for a visitor. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Address" readOnly value={location.pathname + location.search} />
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function tiles(projects: readonly Project[], path: `/${string}`) {
  return (
    <FilterableProjectTiles projects={projects} path={path} layout="work">
      <p>After the tiles</p>
    </FilterableProjectTiles>
  );
}

function ui(projects: readonly Project[], path: `/${string}`) {
  return (
    <>
      {tiles(projects, path)}
      <Browser />
    </>
  );
}

function renderAt(address: string, projects: readonly Project[], path: `/${string}`) {
  return render(inMemoryRouter(ui(projects, path), [address]));
}

const filters = () => screen.getByRole('navigation', { name: 'Filter projects by discipline' });

/** The names of the tiles shown, in order (the grid is the list outside the filters). */
function tilesShown(): string[] {
  const grid = screen.getAllByRole('list').find((list) => !filters().contains(list));
  if (!grid) throw new Error('no grid of tiles');
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const names = (projects: readonly Project[]) => projects.map((project) => project.name);

function currentFilter(): string {
  const current = within(filters())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]?.textContent ?? '';
}

describe.each(listings)('the filter of %s', (page, path) => {
  const projects = projectsOn(page);
  const offered = (Object.keys(disciplineLabels) as ProjectCategory[]).filter(
    (discipline) => projectsIn(projects, discipline).length > 0,
  );

  it('offers All and each discipline its projects are filed under, as links to the listing', () => {
    renderAt(path, projects, path);
    const links = within(filters()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All', ...offered.map((d) => disciplineLabels[d])]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      path,
      ...offered.map((discipline) => `${path}?discipline=${discipline}`),
    ]);
    // This content files projects under all three: a discipline without a project would not be offered.
    expect(offered).toEqual(['photography', 'video', 'design']);
  });

  it('shows every project by default, and says how many', () => {
    renderAt(path, projects, path);
    expect(currentFilter()).toBe('All');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${projects.length} projects`);
    expect(tilesShown()).toEqual(names(projects));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['photography', 'video', 'design'] as const)(
    'at ?discipline=%s shows only the projects filed under it, and their count',
    (discipline) => {
      const expected = projectsIn(projects, discipline);
      renderAt(`${path}?discipline=${discipline}`, projects, path);
      expect(currentFilter()).toBe(disciplineLabels[discipline]);
      expect(tilesShown()).toEqual(names(expected));
      expect(expected.length).toBeLessThan(projects.length);
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${expected.length} ${discipline} project${expected.length === 1 ? '' : 's'}`,
      );
      // What follows the tiles stays on the page.
      expect(screen.getByText('After the tiles')).toBeInTheDocument();
    },
  );
});

it('counts each discipline from the projects’ own categories', () => {
  // Pinned from the case studies' files today: a study filed differently changes these, and this test says so.
  const counts = Object.fromEntries(
    listings.map(([page]) => [
      page,
      Object.fromEntries(
        (['photography', 'video', 'design'] as const).map((d) => [d, projectsIn(projectsOn(page), d).length]),
      ),
    ]),
  );
  expect(counts).toEqual({
    work: { photography: 12, video: 5, design: 3 },
    gallery: { photography: 11, video: 2, design: 2 },
  });
});

describe('choosing a filter', () => {
  const projects = projectsOn('work');

  it('puts the choice in the address, shows its projects, announces the count, and Back undoes it', async () => {
    renderAt(sectionPaths.work, projects, sectionPaths.work);
    const status = screen.getByRole('status');
    const [firstVideo] = projectsIn(projects, 'video');
    const videoTile = screen.getByRole('link', { name: firstVideo?.name });

    fireEvent.click(within(filters()).getByRole('link', { name: 'Video' }));
    expect(screen.getByRole('status')).toBe(status);
    // A tile both lists show stays as it was: only the others go (less to draw in the click's frame).
    expect(screen.getByRole('link', { name: firstVideo?.name })).toBe(videoTile);
    expect(status).toHaveTextContent('Showing 5 video projects');
    expect(screen.getByLabelText('Address')).toHaveValue('/work?discipline=video');
    expect(tilesShown()).toEqual(names(projectsIn(projects, 'video')));
    expect(currentFilter()).toBe('Video');
    // Focus stays with the filter chosen (the filters are not re-created).
    const design = within(filters()).getByRole('link', { name: 'Design' });
    design.focus();
    fireEvent.click(design);
    expect(design).toHaveFocus();
    expect(status).toHaveTextContent('Showing 3 design projects');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('/work?discipline=video'));
    expect(tilesShown()).toEqual(names(projectsIn(projects, 'video')));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('/work'));
    expect(tilesShown()).toEqual(names(projects));
    expect(currentFilter()).toBe('All');
  });

  it('adds no history entry when the filter shown is chosen again', async () => {
    render(inMemoryRouter(ui(projects, sectionPaths.work), ['/elsewhere', '/work?discipline=design']));
    fireEvent.click(within(filters()).getByRole('link', { name: 'Design' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('/elsewhere'));
  });
});

describe('an address whose filter matches nothing here', () => {
  const projects = projectsOn('gallery');

  it.each([
    ['an unknown value', 'foo', 'foo'],
    ['a value with markup', '<b>x</b>', '<b>x</b>'],
    ['a very long value', 'x'.repeat(100), `${'x'.repeat(40)}…`],
  ])('shows every project and says why: %s', (_, value, shown) => {
    renderAt(`/gallery?${new URLSearchParams({ discipline: value }).toString()}`, projects, sectionPaths.gallery);
    expect(tilesShown()).toEqual(names(projects));
    expect(currentFilter()).toBe('All');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${projects.length} projects`);
    expect(screen.getByText(/filter here, so every project is shown/)).toHaveTextContent(
      `There is no “${shown}” filter here, so every project is shown.`,
    );
  });

  it('shows every project and says why for a discipline none of the projects is filed under', () => {
    const photographyOnly = projects.filter((project) => project.categories.every((d) => d === 'photography'));
    renderAt('/gallery?discipline=video', photographyOnly, sectionPaths.gallery);
    expect(within(filters()).queryByRole('link', { name: 'Video' })).toBeNull();
    expect(tilesShown()).toEqual(names(photographyOnly));
    expect(screen.getByText(/There is no “video” filter here/)).toBeInTheDocument();
  });

  it.each([
    ['?discipline=', 'All'],
    ['?discipline=all', 'All'],
    ['?discipline=%20Video%20', 'Video'],
    ['?discipline=DESIGN', 'Design'],
  ])('reads %s as %s, with no message', (search, label) => {
    renderAt(`/gallery${search}`, projects, sectionPaths.gallery);
    expect(currentFilter()).toBe(label);
    expect(screen.queryByText(/filter here/)).toBeNull();
  });
});

describe('taking over the prerendered listing', () => {
  it('adopts the prerendered markup (every project) at a filtered address, then shows the filtered set', async () => {
    const projects = projectsOn('work');
    // The prerender renders the listing's own path: static hosting serves that HTML at any query.
    const container = document.createElement('div');
    container.innerHTML = renderToString(inMemoryRouter(tiles(projects, sectionPaths.work), ['/work']));
    document.body.append(container);
    const prerenderedFilters = container.querySelector('nav');
    const [firstVideo] = projectsIn(projects, 'video');
    const prerenderedVideoTile = screen.getByRole('link', { name: firstVideo?.name });
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');

    const root = await act(async () =>
      hydrateRoot(container, inMemoryRouter(tiles(projects, sectionPaths.work), ['/work?discipline=video']), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );

    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('nav')).toBe(prerenderedFilters);
    expect(tilesShown()).toEqual(names(projectsIn(projects, 'video')));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 video projects');
    expect(currentFilter()).toBe('Video');
    // The tiles were replaced, not moved: nothing the prerender drew changes position (no layout shift).
    expect(screen.getByRole('link', { name: firstVideo?.name })).not.toBe(prerenderedVideoTile);
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('useTilesShown', () => {
  /** The count of tiles each render of a listing of 15 asks for, first screen 4. */
  function renders(hydrated: boolean): number[] {
    const counts: number[] = [];
    renderHook(() => counts.push(useTilesShown(15, 4, hydrated)));
    return counts;
  }

  it("in a client-side visit, renders the first screen's tiles first, then every one", () => {
    const counts = renders(true);
    expect(counts[0]).toBe(4);
    expect(counts.at(-1)).toBe(15);
  });

  it('taking over a prerendered page, renders every tile from the first render, as the markup has them', () => {
    expect(new Set(renders(false))).toEqual(new Set([15]));
  });
});
