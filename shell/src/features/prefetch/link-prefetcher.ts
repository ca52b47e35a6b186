import type { LinkPrefetcher } from 'react-router-dom';
import { whenIdleAfterLoad } from '../../lib/idle';
import { APP_READY_ATTRIBUTE } from '../../prerendered';

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

export interface PrefetcherOptions {
  /** Runs `task` once the first load is over (default: `afterFirstLoad`). */
  readonly afterLoad?: (task: () => void) => void;
  /** Runs `task` when the browser is idle (default: requestIdleCallback). */
  readonly idle?: (task: () => void) => void;
  readonly sparing?: () => boolean;
}

/** Runs `task` once the app has shown its first page, the page has loaded and the browser is idle. */
export function afterFirstLoad(task: () => void): void {
  const root = document.documentElement;
  const shown = () => root.hasAttribute(APP_READY_ATTRIBUTE);
  if (shown()) {
    whenIdleAfterLoad(task);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    whenIdleAfterLoad(task);
  });
  observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}

const onIdle = (task: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(() => task()) : setTimeout(task, 1);

/**
 * Fetches ahead what a link's page needs (`prefetch`, the remote registry's, which fetches each file once), so the
 * click finds it there: at once when a visitor shows intent (the pointer on the link, the focus, a touch), and for
 * the links that come into view once the first load is over (the first page shown, the page loaded, the browser
 * idle: nothing competes with what the first page needs), a few at a time, when the browser is idle (not with
 * Save-Data or on 2G). A path is asked for once.
 */
export function linkPrefetcher(
  prefetch: (pathname: string, how: { readonly intent: boolean }) => Promise<void>,
  { afterLoad = afterFirstLoad, idle = onIdle, sparing = sparingData }: PrefetcherOptions = {},
): LinkPrefetcher {
  const asked = new Set<string>();
  const intended = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  let scheduled = false;
  const pathOf = (to: string) => new URL(to, window.location.href).pathname;

  const ask = (path: string) => {
    if (asked.has(path)) return;
    asked.add(path);
    running += 1;
    void prefetch(path, { intent: false }).finally(() => {
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

  const targets = new Map<Element, string>();
  let observer: IntersectionObserver | undefined;
  const started = typeof IntersectionObserver === 'function' && !sparing();
  if (started) {
    afterLoad(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const path = targets.get(entry.target);
          if (path !== undefined && !asked.has(path) && !queue.includes(path)) queue.push(path);
        }
        next();
      });
      for (const link of targets.keys()) observer.observe(link);
    });
  }

  return {
    intent(to) {
      const path = pathOf(to);
      if (intended.has(path)) return;
      intended.add(path);
      asked.add(path);
      void prefetch(path, { intent: true });
    },
    watch(link, to) {
      if (!started) return () => undefined;
      targets.set(link, pathOf(to));
      observer?.observe(link);
      return () => {
        targets.delete(link);
        observer?.unobserve(link);
      };
    },
  };
}
