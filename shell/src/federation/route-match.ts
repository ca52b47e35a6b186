import { matchPath, matchRoutes } from 'react-router-dom';

/*
 * react-router compiles a pattern into a regular expression at every call, and the site asks the same questions
 * often: which remote owns a path (on each render of the page, each navigation, each link the prefetcher looks at),
 * which files and which route a page has. Each answer is worked out once a page view and then remembered, and for
 * plain patterns (every page of the site has one) by comparing text, as react-router's expression would match it.
 */

const matched = new Map<string, Map<string, boolean>>();

/** Printable ASCII: a path in which comparing lower-cased text finds what a case-blind expression would. */
const ASCII = /^[\x20-\x7e]*$/;
const SPECIAL = /[:*?]/;

/** A pattern of plain segments only (no `:param`, `*` or optional `?`), in ASCII: the site's pages all have one. */
const isLiteral = (pattern: string) => ASCII.test(pattern) && !SPECIAL.test(pattern);

/**
 * Whether a literal pattern matches `pathname` as react-router's regular expression for it would (one leading slash,
 * trailing ones ignored on both sides, any case), without compiling one: its first question about a page costs a
 * compile for each of a remote's routes. Undefined where the pattern or path is not one this answers for.
 */
function literalMatch(pattern: string, pathname: string): boolean | undefined {
  if (!isLiteral(pattern) || !ASCII.test(pathname)) return undefined;
  const path = `/${pattern.replace(/\/+$/, '').replace(/^\/+/, '')}`.toLowerCase();
  const given = pathname.toLowerCase();
  return given.startsWith(path) && /^\/*$/.test(given.slice(path.length));
}

/** Whether the path pattern (react-router syntax, `end: true`) matches `pathname`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  let byPath = matched.get(pattern);
  if (!byPath) matched.set(pattern, (byPath = new Map()));
  let answer = byPath.get(pathname);
  if (answer === undefined) {
    answer = literalMatch(pattern, pathname) ?? matchPath({ path: pattern, end: true }, pathname) !== null;
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
    const plain = literalRoute(routes, pathname);
    route = plain === undefined ? rankedRoute(routes, pathname) : plain;
    byPath.set(pathname, route);
  }
  return (route ?? undefined) as Route | undefined;
}

/**
 * The route react-router's ranking picks from a table of plain routes only (as every remote's is), worked out without
 * compiling any: of those that match, the one of most segments (an empty one, from a trailing slash, counts too),
 * then the first; null for none. Undefined for any other table, or a path with escapes (react-router decodes those),
 * a query or a hash (it reads them off).
 */
function literalRoute<Route extends { readonly path: string }>(routes: readonly Route[], given: string) {
  const pathname = given || '/'; // as react-router reads an empty one
  if (/[%?#]/.test(pathname) || !ASCII.test(pathname) || !routes.every((route) => isLiteral(route.path))) {
    return undefined;
  }
  let best: Route | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const score = literalMatch(route.path, pathname) ? literalScore(route.path) : -1;
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
}

/** react-router's score for a plain route: a point a segment, ten more for a named one, one for an empty one. */
function literalScore(path: string): number {
  const segments = `/${path}`.replace(/\/\/+/g, '/').split('/');
  return segments.reduce((score, segment) => score + (segment === '' ? 1 : 10), segments.length);
}

function rankedRoute<Route extends { readonly path: string }>(routes: readonly Route[], pathname: string) {
  // Matched as path and route: react-router reads only the pattern, not the page's other fields.
  const table = routes.map((each) => ({ path: each.path, route: each }));
  return matchRoutes(table, pathname)?.at(-1)?.route.route ?? null;
}
