import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRegistry } from '../federation/remote-registry';
import { PRERENDERED_HEAD_ATTRIBUTE } from '../prerender/prerendered-page';

/** Loads the page at `pathname` (its remote's routes, its chunk), so a fresh render shows it at once. */
async function pageLoaded(registry: RemoteRegistry, pathname: string): Promise<void> {
  const owner = registry.ownerOf(pathname);
  if (!owner) return;
  const match = matchRoutes([...(await registry.loadRoutes(owner))], pathname)?.at(-1)?.route;
  if (match) await registry.loadPage(owner, match);
}

/**
 * Renders the app afresh in place of prerendered markup that is not this address's page: the markup stays on screen
 * until the page has loaded; its head elements but the title go at once (the fresh page brings its own). A failure to
 * load is the fresh render's to show (the unavailable panel). Its own chunk: a stale page is rare, and the first
 * load of every other page need not carry it.
 */
export async function renderAfresh(root: HTMLElement, app: ReactNode, registry: RemoteRegistry): Promise<void> {
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]:not(title)`)) {
    element.remove();
  }
  await pageLoaded(registry, window.location.pathname).catch(() => undefined);
  createRoot(root).render(app);
}
