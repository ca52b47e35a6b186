import { patience } from '@mediavelocity/contract';
import { firstPageShown } from '../prerender/prerendered-page';

/** Runs `task` when the browser is next idle (a task later where it has no requestIdleCallback: Safari). */
export function whenIdle(task: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => task());
  else setTimeout(task, 1);
}

/**
 * Runs `task` once the page has loaded and the browser is idle: for work that must never compete with the first
 * render (analytics, the account widget). A page whose load never completes (an image on a host that does not answer)
 * holds it back the give-up bound (GIVE_UP_MS, see patience.ts) at most.
 */
export function whenIdleAfterLoad(task: () => void): void {
  let started = false;
  const idle = () => {
    if (started) return;
    started = true;
    whenIdle(task);
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    setTimeout(idle, patience().giveUpMs);
  }
}

/**
 * Runs `task` once the first load is over: the app has shown its first page, the page has loaded and the browser is
 * idle. For work that serves the visitor's next step, never this page.
 */
export function afterFirstLoad(task: () => void): void {
  void firstPageShown.then(() => whenIdleAfterLoad(task));
}
