/**
 * Every page, from each remote's route data (`src/app/paths.ts`, the case studies' files) as its `mf-manifest.json`
 * lists them, for the shell's sitemap (tooling may know every app). A remote missing here fails the typecheck.
 */
import type { RemoteName } from '../apps';
import { portfolioRoutePaths } from '../../remotes/portfolio/scripts/route-paths';
import { routePaths as toolsRoutes } from '../../remotes/tools/src/app/paths';
import { noindexPaths as accountNoindex, routePaths as accountRoutes } from '../../remotes/account/src/app/paths';

interface RemoteRouteData {
  readonly routes: readonly string[];
  /** The pages that say `noindex`: not in the sitemap. */
  readonly noindex?: ReadonlySet<string>;
}

const remoteRoutes: Readonly<Record<RemoteName, RemoteRouteData>> = {
  portfolio: { routes: portfolioRoutePaths() },
  tools: { routes: toolsRoutes },
  account: { routes: accountRoutes, noindex: accountNoindex },
};

/** The page the site has at no address: the prerender renders the not-found page at it, the bench measures it. */
export const NOT_FOUND_PATH = '/no-such-page';

/**
 * The paths among route patterns, in order, each once: a pattern with parameters or a splat (`/work/:slug`,
 * `/docs/*`) names many pages, none of which a sitemap or a prerender can list.
 */
export const concretePaths = (patterns: readonly string[]): string[] => [
  ...new Set(patterns.filter((path) => path.startsWith('/') && !/[:*?]/.test(path))),
];

/** Every concrete page of every remote, in the remotes' order and each remote's own order; `indexed` false for noindex. */
export function sitePages() {
  return (Object.entries(remoteRoutes) as [RemoteName, RemoteRouteData][]).flatMap(([remote, data]) =>
    concretePaths(data.routes).map((path) => ({ path, remote, indexed: !data.noindex?.has(path) })),
  );
}

export const sitemapPaths = (): string[] => sitePages().flatMap((page) => (page.indexed ? [page.path] : []));
