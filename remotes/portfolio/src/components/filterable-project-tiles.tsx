import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHydrated } from '@mediavelocity/contract';
import type { Project, ProjectCategory } from '../content/projects';
import { disciplineLabels, disciplinesOf, isDiscipline, projectsIn } from '../content/disciplines';
import { ProjectTiles, type ProjectTilesLayout } from './project-tiles';

/** How many tiles a client-side visit renders first (see `useTilesShown`): the two first rows of the widest layout. */
const FIRST_SCREEN_TILES: Record<ProjectTilesLayout, number> = { work: 4, gallery: 8 };

/** The query parameter that holds the chosen discipline: `/work?discipline=video`. */
export const DISCIPLINE_PARAM = 'discipline';

/** How much of a value the address held that matches no filter is repeated back (the rest is cut, with "…"). */
const SHOWN_VALUE_LENGTH = 40;

/** What the address asks to show, read against the disciplines offered. */
export interface DisciplineChoice {
  /** The discipline shown, or null for every project. */
  readonly discipline: ProjectCategory | null;
  /** The value the address gave that matches no filter offered here (every project is shown), else null. */
  readonly unmatched: string | null;
}

/**
 * Reads `?discipline=` from a query string. No value, an empty one or `all` means every project; case and surrounding
 * spaces do not matter; anything else that is not one of `offered` shows every project and is reported as unmatched.
 */
export function readDisciplineChoice(search: string, offered: readonly ProjectCategory[]): DisciplineChoice {
  const value = new URLSearchParams(search).get(DISCIPLINE_PARAM)?.trim() ?? '';
  const wanted = value.toLowerCase();
  if (wanted === '' || wanted === 'all') return { discipline: null, unmatched: null };
  if (isDiscipline(wanted) && offered.includes(wanted)) return { discipline: wanted, unmatched: null };
  return { discipline: null, unmatched: value };
}

/** The filter's address for a discipline on the listing at `path` (the listing itself for every project). */
export function disciplinePath(path: `/${string}`, discipline: ProjectCategory | null): `/${string}` {
  return discipline ? `${path}?${new URLSearchParams({ [DISCIPLINE_PARAM]: discipline }).toString()}` : path;
}

/** "Showing all 15 projects", "Showing 5 video projects", "Showing 1 design project". */
export function shownCount(count: number, discipline: ProjectCategory | null): string {
  const noun = count === 1 ? 'project' : 'projects';
  if (!discipline) return count === 1 ? `Showing 1 ${noun}` : `Showing all ${count} ${noun}`;
  return `Showing ${count} ${disciplineLabels[discipline].toLowerCase()} ${noun}`;
}

function shortened(value: string): string {
  return value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value;
}

/**
 * How many tiles to render: every one when React takes over a prerendered page (its first render is the markup's);
 * in a client-side visit, the first screen's (more than a phone shows), then the rest in a render of their own right
 * after the page shows, below the first screen: the click's render and layout hold a few tiles, not every one.
 */
export function useTilesShown(count: number, firstScreen: number, hydrated: boolean): number {
  const [all, setAll] = useState(!hydrated);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : Math.min(count, firstScreen);
}

export interface FilterableProjectTilesProps {
  readonly projects: readonly Project[];
  /** The listing's own path; the filters link to it with `?discipline=…`. */
  readonly path: `/${string}`;
  readonly layout: ProjectTilesLayout;
  readonly priority?: boolean;
  /** What follows the tiles on the page: replaced together with them when the choice changes (see below). */
  readonly children?: ReactNode;
}

/**
 * Project tiles with a filter by discipline (All and each discipline the projects are filed under). The choice lives
 * in the address, so it survives a reload, back/forward and a shared link; the filters are plain links, which work
 * before the app has started too (a page load) and navigate client-side after.
 *
 * A listing's page is prerendered once, for its own path, with every project: static hosting serves that same HTML at
 * `?discipline=video`. So while React takes a prerendered page over, this renders the default, as the prerender did
 * (no mismatch: the markup is adopted, not rendered again), and shows the address's choice right after. On such a
 * direct load the tiles and what follows them are replaced as a whole rather than moved, so nothing that was on screen
 * changes position (the layout-shift score stays 0; the heading, intro and filters stay put, and the footer starts
 * below the first screen: the shell's `.mv-main`). A choice the visitor makes keeps the tiles both lists show and only
 * adds or removes the others: less to draw in the click's frame, and a shift right after an input is not counted.
 */
export function FilterableProjectTiles({
  projects,
  path,
  layout,
  priority = false,
  children,
}: FilterableProjectTilesProps) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const offered = useMemo(() => disciplinesOf(projects), [projects]);
  const { discipline, unmatched } = readDisciplineChoice(hydrated ? search : '', offered);
  // Taking over a prerendered page whose address asks for another choice than the prerender drew (see above).
  const [replaceOnceHydrated] = useState(() => {
    const asked = readDisciplineChoice(search, offered);
    return !hydrated && (asked.discipline ?? asked.unmatched) !== null;
  });
  const shown = discipline ? projectsIn(projects, discipline) : projects;
  const tiles = useTilesShown(shown.length, FIRST_SCREEN_TILES[layout], hydrated);

  return (
    <>
      <nav aria-label="Filter projects by discipline" className="mb-2">
        <ul className="nav nav-pills gap-1 mv-filter">
          {[null, ...offered].map((option) => {
            const current = option === discipline;
            return (
              <li key={option ?? 'all'} className="nav-item">
                <Link
                  to={disciplinePath(path, option)}
                  // Choosing the filter shown again adds no history entry.
                  replace={current}
                  className={current ? 'nav-link active' : 'nav-link'}
                  aria-current={current ? 'true' : undefined}
                >
                  {option ? disciplineLabels[option] : 'All'}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* In the document from the start and one line long, so each change is announced and moves nothing. */}
      <p role="status" className="mb-4 text-body-secondary">
        {shownCount(shown.length, discipline)}
      </p>
      <div key={replaceOnceHydrated && hydrated ? 'replaced' : 'drawn'}>
        {unmatched !== null && (
          <p className="alert alert-warning">
            There is no “{shortened(unmatched)}” filter here, so every project is shown. Choose a discipline above to
            narrow the list.
          </p>
        )}
        <ProjectTiles projects={shown.slice(0, tiles)} layout={layout} priority={priority} />
        {children}
      </div>
    </>
  );
}
