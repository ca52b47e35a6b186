/**
 * Fetches ahead what the page behind a link needs, so the click finds it there (see docs/performance.md, "Fetching
 * the next page ahead"). Loaded once the first load is over, and watching the whole document rather than each link:
 * every internal link of every app is found the same way, whatever renders it, and the first load carries none of it.
 */

import type { PageFiles } from '@mediavelocity/contract';
import type { RemoteManifest } from '@mediavelocity/federation/src/manifest';
import type { RemoteRegistry } from '../../federation/remote-registry';
import { pathMatches } from '../../federation/route-match';
import { pageLoaded } from '../../app/page-loaded';
import { whenIdle } from '../../lib/idle';

/** How many destinations are fetched ahead at once when their links come into view: the rest wait their turn. */
export const SIGHT_AT_ONCE = 2;

/** The Network Information API, where the browser has it (Chromium): not in TypeScript's DOM types. */
interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether the visitor pays for every byte or waits long for it (Save-Data, or a 2G connection): then a page is fetched
 * ahead only when the visitor shows they mean to visit it, not for every link that comes into view.
 */
export function sparingData(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection) {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Why a page is fetched ahead: its link came into view; a visitor is on the link, the click may follow (intent); or
 * the link is pressed, and the click follows.
 */
export type Reason = 'sight' | 'intent' | 'press';

/** Fetches ahead what the page at `pathname` needs, as much as the reason for it warrants. */
export type Prefetch = (pathname: string, reason: Reason) => Promise<void>;

/** The files the page at `pathname` loads, as its remote's manifest lists them (`metaData.pages`), as URLs. */
export function pageFiles(info: RemoteManifest, pathname: string): string[] {
  const pages = typeof info.pages === 'object' && info.pages ? (info.pages as Record<string, Partial<PageFiles>>) : {};
  return Object.entries(pages).flatMap(([pattern, { js = [], css = [] }]) =>
    pathMatches(pattern, pathname) ? [...js, ...css].map(info.fileUrl) : [],
  );
}

/**
 * The part of a prerendered page's HTML that holds its first image (the one `<main>` gives `fetchpriority="high"`):
 * from `<main>` to the end of that image's `<picture>` (or of the `<img>` itself); null for a page without one. Only
 * that part is parsed, not the whole page (a page of tiles is 30 KB of markup): the site's own prerendered markup,
 * whose attribute values never hold a raw `>` or `"` (React escapes them).
 */
export function firstImagePart(html: string): string | null {
  const main = html.search(/<main[\s>]/i);
  if (main === -1) return null;
  const image = html.slice(main).search(/\sfetchpriority="high"/i);
  if (image === -1) return null;
  const at = main + image;
  const pictureEnd = html.indexOf('</picture>', at);
  const tagEnd = html.indexOf('>', at);
  const opened = html.lastIndexOf('<picture', at);
  const inPicture = opened > main && opened > html.lastIndexOf('</picture>', at) && pictureEnd !== -1;
  if (!inPicture && tagEnd === -1) return null;
  return html.slice(main, inPicture ? pictureEnd + '</picture>'.length : tagEnd + 1);
}

/**
 * Fetches the first image of the page at `pathname` (the one it gives `fetchpriority="high"`), as its prerendered HTML
 * on the site has it: a copy of its `<picture>`, never in the document, makes the browser choose and fetch the same
 * file the page will (its sources, `srcset` and `sizes` as the page has them). A page without one fetches nothing more.
 */
export async function prefetchFirstImage(pathname: string): Promise<void> {
  const response = await fetch(pathname, { priority: 'low' });
  if (!response.ok) return;
  const part = firstImagePart(await response.text());
  if (part === null) return;
  const image = new DOMParser().parseFromString(part, 'text/html').querySelector('main img[fetchpriority="high"]');
  if (image) document.importNode(image.parentElement?.localName === 'picture' ? image.parentElement : image, true);
}

/** The remote stylesheets a prerendered page links as copies on the shell's site, by their own address (`data-href`). */
const copiedStylesheets = (): string[] =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-href]'), (link) => link.dataset.href ?? '');

/**
 * Whether this document has fetched the file already (as the page's own script or style sheet, or ahead for another
 * link), by the browser's resource timing: a chunk pages share (the case studies' own) is not asked for again.
 */
const fetchedHere = (url: string): boolean =>
  typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(url, 'resource').length > 0;

function linkFile(url: string, rel: 'prefetch' | 'preload'): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = url;
  // A preload is for this page's use now: the browser needs to know what for (and gives it that priority).
  if (rel === 'preload') link.as = url.endsWith('.css') ? 'style' : 'script';
  document.head.append(link);
}

const prefetchFile = (url: string) => linkFile(url, 'prefetch');
const preloadFile = (url: string) => linkFile(url, 'preload');

/** Resolves in the browser's next idle period. */
const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Fetches ahead, without running them, the files the page at a path needs that the browser does not have yet: its
 * remote's routes module (unless that remote's routes are loaded) and the page's chunks, style sheets and first image,
 * each once, at low priority (`<link rel="prefetch">`, kept for the visit). The remote's entry is loaded instead, as a
 * visit loads it (the registry's own step, which the click then finds done or under way): its host serves it
 * `no-cache`, so a copy only fetched would be fetched again at the click. On intent, the page is loaded too (its
 * remote's routes module, then its own: run, which renders nothing), so the click renders it at once. On a press, the
 * page is loaded as the click's render would load it, through the registry (the render finds it loaded or under way),
 * and, while its remote's routes module is still to run, its files are asked for at once, at the priority of a file the
 * page needs now (`<link rel="preload">`): otherwise the browser reads them only once that module and the remote's
 * entry have run. React renders a page still loading in a transition, tasks after the click, and the loads need not
 * wait for it. It goes by the registry's state: nothing is asked of a remote whose entry or routes failed (until a
 * Retry), or that the shell would refuse; and a failure ahead of the visit is left to the visit to report.
 */
export function prefetchThrough(
  registry: RemoteRegistry,
  fetchAhead = prefetchFile,
  fetchImage = prefetchFirstImage,
  fetchNow = preloadFile,
  pause: () => Promise<void> = nextIdle,
): Prefetch {
  const fetched = new Set<string>();
  const once = (key: string, fetchIt: () => unknown = () => fetchAhead(key)) => {
    if (fetched.has(key)) return;
    fetched.add(key);
    void Promise.resolve(fetchIt()).catch(() => undefined);
  };
  const failed = (name: string) => {
    const { entry, routes } = registry.steps(name);
    return entry === 'failed' || routes === 'failed';
  };
  return async (pathname, reason) => {
    await registry.routed(pathname);
    const name = registry.ownerOf(pathname);
    if (name === undefined || failed(name)) return;
    // A link in view is no reason to hold the page up: each step (the remote's entry, each file, the image) waits for an
    // idle moment of its own rather than all running in one task after another (each request started costs the page's
    // thread a little, and more on a busy device).
    const idle = reason === 'sight' ? pause : async () => undefined;
    try {
      // A stylesheet the page has as a copy counts as loaded: the remote's own is never asked for (see `copiedStylesheets`).
      const wanted = (info: RemoteManifest) => {
        const copied = copiedStylesheets();
        return pageFiles(info, pathname).filter((url) => !copied.includes(url) && !fetchedHere(url));
      };
      if (reason === 'press') {
        // Once the remote's routes have loaded, the page's module asks for its files at once: no need to ask ahead.
        if (!registry.loaded(name).routes) {
          void registry.freshManifest(name).then(
            (info) => wanted(info).forEach((url) => once(`preload:${url}`, () => fetchNow(url))),
            () => undefined,
          );
        }
        return await pageLoaded(registry, pathname);
      }
      // As a visit would read it: a manifest read long ago is read again, once for both.
      const info = await registry.freshManifest(name);
      await idle();
      if (failed(name)) return;
      const { entry, routes } = registry.steps(name);
      if (!entry) await registry.assertCompatible(name, info);
      if (reason === 'intent') pageLoaded(registry, pathname, 'ahead').catch(() => undefined);
      else if (!routes) registry.loadEntry(name).catch(() => undefined);
      // With the remote's routes in, a page loaded on intent asks for its files itself: not fetched ahead as well.
      const files = [
        ...(routes ? [] : info.routesScripts),
        ...(reason !== 'intent' || routes !== 'ready' ? wanted(info) : []),
      ];
      for (const url of files.filter((file) => !fetched.has(file))) {
        await idle();
        once(url);
      }
      await idle();
      once(`image:${pathname}`, () => fetchImage(pathname));
    } catch {
      // A remote that did not load or would be refused: the visit meets that itself, with its bounds and its panel.
    }
  };
}

export interface PrefetcherOptions {
  /** Runs `task` when the browser is idle (default: requestIdleCallback). */
  readonly idle?: (task: () => void) => void;
  readonly sparing?: () => boolean;
}

/** The site's own path a link leads to, or undefined for a link elsewhere, to a new tab, or to a download. */
export function internalPath(link: HTMLAnchorElement): string | undefined {
  if (link.origin !== window.location.origin || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  return link.pathname;
}

/**
 * Starts fetching ahead: at once when a visitor shows intent (the pointer on a link, the focus, a touch), and for the
 * links that come into view, a few at a time, when the browser is idle (not with Save-Data or on 2G). A path is asked
 * for once each way, but for a press (the main button down, or a click, with no key held that opens another tab or
 * window): each press of a link. Returns how to stop.
 */
export function startPrefetching(
  prefetch: Prefetch,
  { idle = whenIdle, sparing = sparingData }: PrefetcherOptions = {},
  root: Document = document,
): () => void {
  const asked = new Set<string>();
  const intended = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  let scheduled = false;

  const ask = (path: string) => {
    if (asked.has(path)) return;
    asked.add(path);
    running += 1;
    void prefetch(path, 'sight').finally(() => {
      running -= 1;
      next();
    });
  };
  // The next links in view, once the browser is idle again.
  const next = () => {
    if (scheduled || queue.length === 0 || running >= SIGHT_AT_ONCE) return;
    scheduled = true;
    idle(() => {
      scheduled = false;
      while (running < SIGHT_AT_ONCE && queue.length > 0) ask(queue.shift() ?? '');
      next();
    });
  };

  const linkPath = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    return (link && internalPath(link)) ?? undefined;
  };
  const onIntent = (event: Event) => {
    const path = linkPath(event);
    if (path === undefined || intended.has(path)) return;
    intended.add(path);
    asked.add(path);
    void prefetch(path, 'intent');
  };
  const onPress = (event: MouseEvent) => {
    const path = linkPath(event);
    const elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (path !== undefined && !elsewhere) void prefetch(path, 'press');
  };
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  const presses = ['pointerdown', 'click'] as const;
  for (const type of intents) root.addEventListener(type, onIntent, { passive: true, capture: true });
  for (const type of presses) root.addEventListener(type, onPress, { passive: true, capture: true });

  const stops = [
    () => intents.forEach((type) => root.removeEventListener(type, onIntent, { capture: true })),
    () => presses.forEach((type) => root.removeEventListener(type, onPress, { capture: true })),
  ];
  if (typeof IntersectionObserver === 'function' && !sparing()) {
    const sight = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        sight.unobserve(target);
        const path = internalPath(target as HTMLAnchorElement);
        if (path !== undefined && !asked.has(path) && !queue.includes(path)) queue.push(path);
      }
      next();
    });
    const each = (node: Node, action: (link: Element) => void) => {
      if (!(node instanceof Element)) return;
      if (node instanceof HTMLAnchorElement) action(node);
      node.querySelectorAll('a[href]').forEach(action);
    };
    const watch = (link: Element) => sight.observe(link);
    const unwatch = (link: Element) => sight.unobserve(link);
    // Every link in the document now, and every one a later render adds (until it goes).
    each(root.body, watch);
    const added = new MutationObserver((records) =>
      records.forEach((record) => {
        record.addedNodes.forEach((node) => each(node, watch));
        record.removedNodes.forEach((node) => each(node, unwatch));
      }),
    );
    added.observe(root.body, { childList: true, subtree: true });
    stops.push(
      () => sight.disconnect(),
      () => added.disconnect(),
    );
  }
  return () => stops.forEach((stop) => stop());
}
