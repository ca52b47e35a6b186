/**
 * Pages prerendered at build time (`npm run prerender`) arrive with their content in `#root`, marked
 * `data-prerendered`: the app then takes over that markup (hydrates it) instead of rendering from scratch.
 */
import type { RenderedPage } from './prerender/render-page';

declare global {
  interface Window {
    /** Set by `npm run prerender` (tooling/scripts/prerender.ts): the app renders its page to HTML and hands it over. */
    __mvPrerender?: (result: RenderedPage | { error: string }) => void;
  }
}

export function prerenderedRoot(): HTMLElement | null {
  const root = document.getElementById('root');
  return root?.hasAttribute('data-prerendered') ? root : null;
}

/**
 * The remote a prerendered page belongs to and the entry of the version it was rendered from (`data-remote`,
 * `data-remote-entry` on `#root`, written by tooling/prerender/snapshot.ts); null for a page of the shell's own.
 */
export function prerenderedFrom(root: HTMLElement): { readonly name: string; readonly entry: string } | null {
  const name = root.dataset.remote;
  const entry = root.dataset.remoteEntry;
  return name && entry ? { name, entry } : null;
}

/**
 * The page is the not-found page every address without a page of its own is served (`data-catch-all`, written by
 * tooling/prerender/snapshot.ts): it holds only where no remote has a page at the address after all.
 */
export function isPrerenderedCatchAll(root: HTMLElement): boolean {
  return root.hasAttribute('data-catch-all');
}

/**
 * Removes the head elements a prerendered page came with (title, description, canonical, preview tags) that React did
 * not take over: it adopts those it renders itself when it takes the page over, and renders the page's own in the same
 * commit as this runs (a layout effect of the page). What is left of the prerender is stale.
 */
export function dropPrerenderedHead(): void {
  for (const element of document.head.querySelectorAll('[data-mv-prerendered]')) {
    // React keeps its own properties (`__react…`) on the elements it owns.
    const adopted = Object.keys(element).some((key) => key.startsWith('__react'));
    if (adopted) element.removeAttribute('data-mv-prerendered');
    else element.remove();
  }
}

/** Set on <html> once the first page has been shown by the app itself (browser tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-mv-ready';

let shown: () => void;
/** Resolves once the app has shown its first page. */
export const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

/** Marks the first page shown (see APP_READY_ATTRIBUTE, `firstPageShown`). */
export function markFirstPageShown(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  shown();
}

/** The performance mark the app sets when the first load is over and it starts fetching the next pages ahead. */
export const PREFETCH_MARK = 'mv:prefetch';

/**
 * Thrown while React takes a prerendered page over when that markup is not this address's page now: React then
 * renders the page afresh in the browser instead (and says so through `onRecoverableError`, with this as the cause).
 */
export class StaleMarkupError extends Error {
  override name = 'StaleMarkupError';
}
