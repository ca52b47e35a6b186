import { matchRoutes } from 'react-router-dom';
import type { RemoteRegistry } from '../federation/remote-registry';

/**
 * Loads the page at `pathname` through the registry, as the page outlet's render would (its remote's routes, then its
 * module), so a render after finds it loaded or under way: the same promises, nothing loaded twice.
 */
export async function pageLoaded(registry: RemoteRegistry, pathname: string): Promise<void> {
  const owner = registry.ownerOf(pathname);
  if (!owner) return;
  const match = matchRoutes([...(await registry.loadRoutes(owner))], pathname)?.at(-1)?.route;
  if (match) await registry.loadPage(owner, match);
}
