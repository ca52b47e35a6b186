/**
 * A built site's pages, from route data, not a list typed here: each remote's `mf-manifest.json` `metaData.routes`, and
 * the shell's not-found page at one unknown path (the prerender renders it, the bench measures it).
 */

export const NOT_FOUND_PATH = '/no-such-page';

/** The paths of a remote's manifest (`metaData.routes`), in order, each once; patterns (`/:x`, `*`) name no one page. */
export function manifestRoutes(app: string, manifest: unknown): string[] {
  const published = (manifest as { metaData?: { routes?: unknown } } | null)?.metaData?.routes;
  if (!Array.isArray(published)) throw new Error(`The ${app} manifest lists no metaData.routes.`);
  const paths = published.filter((route): route is string => typeof route === 'string' && route.startsWith('/'));
  return [...new Set(paths.filter((route) => !/[:*?]/.test(route)))];
}
