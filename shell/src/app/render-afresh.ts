import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteRegistry } from '../federation/remote-registry';
import { PRERENDERED_HEAD_ATTRIBUTE } from '../prerender/prerendered-page';
import { pageLoaded } from './page-loaded';

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
