import { patience } from '@mediavelocity/contract';
import { APP_READY_ATTRIBUTE } from '../prerendered';

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
    if (window.requestIdleCallback) window.requestIdleCallback(task);
    else setTimeout(task, 1);
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
  const root = document.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE)) {
    whenIdleAfterLoad(task);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
    observer.disconnect();
    whenIdleAfterLoad(task);
  });
  observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}
