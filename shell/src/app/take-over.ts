import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RemoteRegistry } from '../federation/remote-registry';
import { patience } from '@mediavelocity/contract';
import { isPrerenderedCatchAll, prerenderedFrom } from '../prerender/prerendered-page';

/**
 * Why the prerendered markup in `root` is not the page this address shows now, or null when it is: its remote has
 * another version live, or cannot be reached; or the not-found page is served at an address a remote has a page at
 * after all (added since the prerender), or that an unreachable remote may have. Known once the owner of the address
 * is (`routed`).
 */
export function staleBecause(registry: RemoteRegistry, root: HTMLElement, pathname: string): string | null {
  const owner = registry.ownerOf(pathname);
  const from = prerenderedFrom(root);
  if (from) {
    if (owner !== from.name) return `The ${from.name} remote cannot show this page now`;
    return registry.liveEntry(owner) === from.entry ? null : `Prerendered from another ${owner} version`;
  }
  return isPrerenderedCatchAll(root) && (owner || registry.unreachable().length > 0)
    ? 'This address may have a page after all'
    : null;
}

/**
 * Takes a prerendered page over. Whether its markup is still this address's page is decided first, from the
 * manifest of the remote that owns the address: if it is, the markup is hydrated (in a transition, so React works in
 * slices and the page stays responsive meanwhile); if not, it is rendered afresh (see render-afresh.ts).
 *
 * A remote that is slow to say costs the frame no more than the wait before the "taking longer" notice: the markup
 * is then hydrated as it is, and should it turn out to be another version's, React renders what differs afresh and
 * says so (`onRecoverableError`).
 */
export async function takeOver(root: HTMLElement, app: ReactNode, registry: RemoteRegistry): Promise<void> {
  const { pathname } = window.location;
  // The notice is due `slowNoticeMs` after the page was asked for, by the bounds the runtime config may set.
  const noticeDue = registry
    .runtimeConfig()
    .catch(() => undefined)
    .then(
      () => new Promise<false>((resolve) => setTimeout(resolve, patience().slowNoticeMs - performance.now(), false)),
    );
  const known = await Promise.race([registry.routed(pathname).then(() => true), noticeDue]);
  const stale = known && staleBecause(registry, root, pathname);
  if (stale) {
    console.info(`[mediavelocity] ${stale}: rendering afresh.`);
    // Should its chunk not load, the markup is hydrated as it is (React renders what differs afresh).
    const afresh = await import('./render-afresh').catch(() => undefined);
    if (afresh) return afresh.renderAfresh(root, app, registry);
  }
  startTransition(() => {
    hydrateRoot(root, app, {
      // A page whose first render depends on the browser differs from its prerendered markup: React renders it
      // afresh, and says so here.
      onRecoverableError: (error) =>
        console.warn('[mediavelocity] The prerendered page differed from the app; it was rendered afresh.', error),
    });
  });
}
