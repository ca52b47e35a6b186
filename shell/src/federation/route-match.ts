import { matchPath, matchRoutes } from 'react-router-dom';

/*
 * react-router compiles a pattern into a regular expression at every call, and the site asks the same questions
 * often: which remote owns a path (on each render of the page, each navigation, each link the prefetcher looks at),
 * which files and which route a page has. Each answer is worked out once a page view and then remembered.
 */

const matched = new Map<string, Map<string, boolean>>();

/** Whether the path pattern (react-router syntax, `end: true`) matches `pathname`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  let byPath = matched.get(pattern);
  if (!byPath) matched.set(pattern, (byPath = new Map()));
  let answer = byPath.get(pathname);
  if (answer === undefined) {
    answer = matchPath({ path: pattern, end: true }, pathname) !== null;
    byPath.set(pathname, answer);
  }
  return answer;
}

const routed = new WeakMap<readonly { readonly path: string }[], Map<string, { readonly path: string } | null>>();

/** The route of `routes` react-router's ranking gives `pathname` (none if none matches), for each table once. */
export function routeFor<Route extends { readonly path: string }>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  let byPath = routed.get(routes);
  if (!byPath) routed.set(routes, (byPath = new Map()));
  let route = byPath.get(pathname);
  if (route === undefined) {
    // Matched as path and route: react-router reads only the pattern, not the page's other fields.
    const table = routes.map((each) => ({ path: each.path, route: each }));
    route = matchRoutes(table, pathname)?.at(-1)?.route.route ?? null;
    byPath.set(pathname, route);
  }
  return (route ?? undefined) as Route | undefined;
}
