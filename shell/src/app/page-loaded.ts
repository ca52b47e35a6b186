import type { RemoteRegistry } from '../federation/remote-registry';
import { routeFor } from '../federation/route-match';

/**
 * Loads the page at `pathname` through the registry, as the page outlet's render would (its remote's routes, then its
 * module), so a render after finds it loaded or under way: the same promises, nothing loaded twice. `'ahead'` of a
 * visit (the prefetcher's), a failure is left to the visit (see the registry's `loadRoutes` and `loadPage`).
 */
export async function pageLoaded(registry: RemoteRegistry, pathname: string, ahead?: 'ahead'): Promise<void> {
  const owner = registry.ownerOf(pathname);
  if (!owner) return;
  const match = routeFor(await registry.loadRoutes(owner, ahead), pathname);
  if (match) await registry.loadPage(owner, match, ahead);
}

/** Whether the page at `pathname` renders without waiting: its owner known, its remote's routes and its module loaded. */
export function pageReady(registry: RemoteRegistry, pathname: string): boolean {
  const owner = registry.ownerOf(pathname);
  const routes = owner ? registry.loaded(owner).routes : undefined;
  const match = owner && routes && routeFor(routes, pathname);
  return Boolean(match && registry.loaded(owner, match).page);
}
