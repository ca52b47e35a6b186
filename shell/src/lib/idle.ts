/**
 * Runs `task` once the page has loaded and the browser is idle: for work that must never compete with the first
 * render (analytics, the account widget).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task) : setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
