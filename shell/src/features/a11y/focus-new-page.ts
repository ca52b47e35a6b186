/**
 * What happens when a client-side navigation has shown a new page (see use-route-focus.ts): a chunk of its own, as no
 * first load needs it; fetched once the first load is over (start.tsx), so the first navigation finds it there.
 */

/** How long a page may take to show its heading (its remote's chunk may still be on the way) before focus settles on main. */
export const HEADING_TIMEOUT_MS = 10_000;

/** Calls `onReady` with the container's h1 as soon as there is one, or with null after `timeoutMs`. Returns a cancel. */
function whenHeadingShows(
  container: HTMLElement,
  onReady: (heading: HTMLElement | null) => void,
  timeoutMs: number,
): () => void {
  const find = () => container.querySelector<HTMLElement>('h1');
  const heading = find();
  if (heading) {
    onReady(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = find();
    if (!shown) return;
    stop();
    onReady(shown);
  });
  const timer = setTimeout(() => {
    stop();
    onReady(null);
  }, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/** Focuses an element that is not a control: focusable by script only, and only until focus moves on. */
function focusStatic(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * Once the new page in `main` shows its h1: the page opens at its top (unless `restoreScroll`: back or forward, where
 * the browser restores the position), focus goes to the heading (or main, if none shows in time), and `announce` is
 * told the new title. Returns a cancel.
 */
export function focusNewPage(main: HTMLElement, restoreScroll: boolean, announce: (title: string) => void): () => void {
  return whenHeadingShows(
    main,
    (heading) => {
      // Instant, whatever the stylesheet says: a new page opens at its top, not after a slide.
      if (!restoreScroll) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      focusStatic(heading ?? main);
      announce(document.title || heading?.textContent || '');
    },
    HEADING_TIMEOUT_MS,
  );
}
