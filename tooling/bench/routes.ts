/**
 * The routes to bench come from route data, not a list typed here: each remote publishes its paths in its
 * `mf-manifest.json` (`metaData.routes`); the shell adds the catch-all not-found page, benched at one unknown path.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, remoteNames, type RemoteName } from '../apps';
import { repoRoot } from '../env';

export const NOT_FOUND_PATH = '/no-such-page';

export interface BenchRoute {
  readonly path: string;
  /** The app that owns the route ('shell' for the not-found page, '?' for a path given on the command line only). */
  readonly app: string;
}

export interface RouteList {
  readonly routes: readonly BenchRoute[];
  /** Paths with parameters or wildcards (`/:x`, `*`), which name no one page. */
  readonly skipped: readonly BenchRoute[];
  /** Where the route data came from. */
  readonly source: string;
}

const isPattern = (route: string): boolean => /[:*?]/.test(route);

/** The paths of `metaData.routes` of each manifest, in manifest order, then the not-found path; patterns skipped. */
export function routesFromManifests(
  manifests: readonly { readonly app: string; readonly manifest: unknown }[],
): Pick<RouteList, 'routes' | 'skipped'> {
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

/** Keeps the routes asked for, in the order asked; a path no manifest lists is kept too, owned by '?'. */
export function pickRoutes(all: readonly BenchRoute[], wanted: readonly string[] | null): BenchRoute[] {
  if (wanted === null) return [...all];
  return wanted.map((wantedPath) => all.find((route) => route.path === wantedPath) ?? { path: wantedPath, app: '?' });
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The routes the served site publishes: the shell's `runtime-config.json` names each remote's manifest URL. If the
 * site does not answer that way, the local builds' manifests are read instead.
 */
export async function loadRoutes(baseUrl: string): Promise<RouteList> {
  try {
    const config = (await fetchJson(new URL('/runtime-config.json', baseUrl).href)) as {
      remotes?: Partial<Record<RemoteName, string>>;
    };
    const manifests = await Promise.all(
      remoteNames.map(async (app) => {
        const url = config.remotes?.[app];
        if (!url) throw new Error(`runtime-config.json names no ${app} manifest`);
        return { app, manifest: await fetchJson(url) };
      }),
    );
    const urls = remoteNames.map((app) => config.remotes?.[app]).join(', ');
    return { ...routesFromManifests(manifests), source: `the served manifests (${urls})` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const manifests = remoteNames.map((app) => {
      const file = path.join(repoRoot, apps[app].dir, 'dist', 'mf-manifest.json');
      if (!existsSync(file)) throw new Error(`Cannot find the routes: ${reason}, and ${file} does not exist.`);
      return { app, manifest: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    });
    return {
      ...routesFromManifests(manifests),
      source: `the local dist/mf-manifest.json files (the served ones did not answer: ${reason})`,
    };
  }
}
