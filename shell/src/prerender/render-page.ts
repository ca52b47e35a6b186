import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static.browser';
import type { RemoteRegistry } from '../federation/remote-registry';
import { routeFor } from '../federation/route-match';

/** What the app hands `npm run prerender` for one path (tooling/prerender/snapshot.ts puts it into the template). */
export interface RenderedPage {
  /** React's markup: the page's head elements first (React writes them ahead of the rest), then the frame. */
  readonly html: string;
  /** The page hides the site's nav (its route's `handle.hideNav`). */
  readonly hideNav: boolean;
  /** The remote whose page this is, and the entry of the version it was rendered from; null for the shell's own. */
  readonly remote: { readonly name: string; readonly entry: string } | null;
}

/**
 * Renders the app to HTML the way a server would, in the browser that runs the real build: React waits for every
 * suspended part (the remote's manifest, its routes, the page's chunk), runs no effects, and writes the markers
 * hydration needs. The result is the page exactly as the app's first render in a visitor's browser will be.
 *
 * Only `npm run prerender` loads this module (see start.tsx); a visitor's browser loads prerendered-page.ts.
 */
export async function renderPage(app: ReactNode, registry: RemoteRegistry): Promise<RenderedPage> {
  const { prelude } = await prerender(app);
  const html = await new Response(prelude).text();
  const hideNav = (await pageHandle(registry, location.pathname))?.hideNav === true;
  const owner = registry.ownerOf(location.pathname);
  const entry = owner === undefined ? undefined : registry.liveEntry(owner);
  return { html, hideNav, remote: owner !== undefined && entry !== undefined ? { name: owner, entry } : null };
}

/**
 * Renders the page and hands it to `npm run prerender` (`publish`), or why it could not be rendered. Here rather than
 * in start.tsx, which every visitor's first load runs.
 */
export async function publishPage(
  app: ReactNode,
  registry: RemoteRegistry,
  publish: (result: RenderedPage | { error: string }) => void,
): Promise<void> {
  try {
    publish(await renderPage(app, registry));
  } catch (error) {
    publish({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** The frame handle of the page at `pathname` (the frame learns it only once the page has rendered). */
async function pageHandle(registry: RemoteRegistry, pathname: string) {
  await registry.routed(pathname);
  const owner = registry.ownerOf(pathname);
  if (!owner) return undefined;
  const routes = await registry.loadRoutes(owner);
  return routeFor(routes, pathname)?.handle;
}
