/**
 * The pages of a built site, from route data rather than a list typed here: each remote publishes its paths in its
 * `mf-manifest.json` (`metaData.routes`); the shell adds the catch-all not-found page, reached at one unknown path
 * (the prerender renders it, the bench measures it).
 */

export const NOT_FOUND_PATH = '/no-such-page';

export interface BenchRoute {
  readonly path: string;
  /** The app that owns the route ('shell' for the not-found page). */
  readonly app: string;
}

export interface RouteList {
  readonly routes: readonly BenchRoute[];
  /** Paths with parameters or wildcards (`/:x`, `*`), which name no one page. */
  readonly skipped: readonly BenchRoute[];
}

const isPattern = (route: string): boolean => /[:*?]/.test(route);

/** The paths of `metaData.routes` of each manifest, in manifest order, then the not-found path; patterns skipped. */
export function routesFromManifests(
  manifests: readonly { readonly app: string; readonly manifest: unknown }[],
): RouteList {
  const routes: BenchRoute[] = [];
  const skipped: BenchRoute[] = [];
  const seen = new Set<string>();
  for (const { app, manifest } of manifests) {
    const published = (manifest as { metaData?: { routes?: unknown } } | null)?.metaData?.routes;
    if (!Array.isArray(published)) throw new Error(`The ${app} manifest lists no metaData.routes.`);
    for (const route of published) {
      if (typeof route !== 'string' || !route.startsWith('/')) continue;
      if (isPattern(route)) skipped.push({ path: route, app });
      else if (!seen.has(route)) {
        seen.add(route);
        routes.push({ path: route, app });
      }
    }
  }
  if (!seen.has(NOT_FOUND_PATH)) routes.push({ path: NOT_FOUND_PATH, app: 'shell' });
  return { routes, skipped };
}
