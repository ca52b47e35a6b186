/**
 * At boot, in a visitor's browser: pages prerendered at build time (`npm run prerender`, which has the app render them
 * with render-page.ts) arrive with their content in `#root`, marked `data-prerendered`: the app then takes over that
 * markup (hydrates it) instead of rendering from scratch. Then come the marks of the end of the first load.
 */
import { APP_READY_ATTRIBUTE } from '@mediavelocity/contract';
import type { RenderedPage } from './render-page';

declare global {
  interface Window {
    /** Set by `npm run prerender` (tooling/prerender/render.ts): the app renders its page to HTML and hands it over. */
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

/** Marks the head elements of a prerendered page (tooling/prerender/snapshot.ts writes it). */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-mv-prerendered';

/** What a head element is about: its tag and its name, property or rel (`meta name=description`, `link canonical`). */
const headKey = (element: Element) =>
  `${element.localName} ${element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? ''}`;

/**
 * Settles the head elements a prerendered page came with (title, description, canonical, preview tags) once the app
 * has committed its own for the page: one the app put its own element beside (same tag, same name, property or rel)
 * goes; one the app took as its own (React reuses a head element equal to one it renders, and the first <title>)
 * stays, unmarked. The document then holds one of each, the app's.
 */
export function settlePrerenderedHead(): void {
  const own = new Set([...document.head.querySelectorAll(`:not([${PRERENDERED_HEAD_ATTRIBUTE}])`)].map(headKey));
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) {
    if (own.has(headKey(element))) element.remove();
    else element.removeAttribute(PRERENDERED_HEAD_ATTRIBUTE);
  }
}

let shown: () => void;
/** Resolves once the app has shown its first page. */
export const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

/** Marks the first page shown (`APP_READY_ATTRIBUTE`, which browser tests wait for, and `firstPageShown`). */
export function markFirstPageShown(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  shown();
}

/** The performance mark the app sets when the first load is over and it starts fetching the next pages ahead. */
export const PREFETCH_MARK = 'mv:prefetch';
