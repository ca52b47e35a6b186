import { useId } from 'react';
import { Link } from 'react-router-dom';
import { slugPath } from '../../app/paths';
import { caseStudyTiles } from '../../content/case-study-tiles';

/** Where a visitor starts a project with the agency: the account remote's contact page. */
export const CONTACT_PATH = '/contact';

export interface AdjacentProject {
  readonly name: string;
  readonly path: `/${string}`;
}

/**
 * The projects before and after `slug` in the order of /work (the tiles' `position`, as case-study-tiles.ts lists
 * them). The order wraps around: the first project's previous one is the last, and the last one's next is the first,
 * so every study ends with somewhere to go. `null` when there is no other project to go to, or when the list does not
 * have the study yet (it is generated: the page then goes without the links, and says why on the console).
 */
export function adjacentProjects(
  slug: string,
  order: readonly { readonly slug: string; readonly project: string }[] = caseStudyTiles,
): { readonly previous: AdjacentProject; readonly next: AdjacentProject } | null {
  const index = order.findIndex((entry) => entry.slug === slug);
  if (index === -1) {
    console.error(
      `[mediavelocity] No tile for the "${slug}" case study, so no previous and next projects: ` +
        'run `npm run photos -w remotes/portfolio`.',
    );
    return null;
  }
  if (order.length < 2) return null;
  const at = (offset: number): AdjacentProject => {
    const entry = order[(index + offset + order.length) % order.length];
    if (!entry) throw new Error(`No project at ${index + offset} of ${order.length}.`);
    return { name: entry.project, path: slugPath(entry.slug) };
  };
  return { previous: at(-1), next: at(1) };
}

export interface MoreProjectsProps {
  /** The case study the page shows. */
  readonly slug: string;
}

/** The end of a case study: links to the previous and the next project, then a call to start one with the agency. */
export function MoreProjects({ slug }: MoreProjectsProps) {
  const ctaId = useId();
  const adjacent = adjacentProjects(slug);
  return (
    <>
      {adjacent && (
        <nav aria-label="More projects" className="container mt-5">
          <div className="row g-3">
            <div className="col-6">
              {/* The name says what the text shows on two lines, "Previous project" and the project's name. */}
              <Link
                to={adjacent.previous.path}
                rel="prev"
                aria-label={`Previous project: ${adjacent.previous.name}`}
                className="d-inline-block"
              >
                <span className="d-block small">
                  <span aria-hidden="true">← </span>Previous project
                </span>{' '}
                <span className="d-block fs-5">{adjacent.previous.name}</span>
              </Link>
            </div>
            <div className="col-6 text-end">
              <Link
                to={adjacent.next.path}
                rel="next"
                aria-label={`Next project: ${adjacent.next.name}`}
                className="d-inline-block"
              >
                <span className="d-block small">
                  Next project<span aria-hidden="true"> →</span>
                </span>{' '}
                <span className="d-block fs-5">{adjacent.next.name}</span>
              </Link>
            </div>
          </div>
        </nav>
      )}
      <section aria-labelledby={ctaId} className="container mt-5 text-center">
        <h2 id={ctaId} className="h3">
          Have a project in mind?
        </h2>
        <p className="lead">Tell us what you are planning, and we will tell you how we can help.</p>
        <Link className="btn btn-primary btn-lg" to={CONTACT_PATH}>
          Start a project
        </Link>
      </section>
    </>
  );
}
