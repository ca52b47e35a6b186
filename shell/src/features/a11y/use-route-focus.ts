import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

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
 * After a client-side page change (never on the first load, where the browser's own page-load behaviour is right),
 * moves focus to the new page's h1 and returns the new document title, for a live region to announce.
 *
 * Focus goes to the heading rather than to `<main>`: screen readers read a focused heading as just its text and
 * level ("Work, heading level 1") and continue reading from there, whereas a focused landmark is read inconsistently
 * (some read all of main, some only "main region"). The heading is found when it renders: a remote's page may
 * appear some time after the URL changed. The page starts at its top, except on back/forward (the browser fires
 * popstate), where the browser restores the position the visitor left.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef(location.pathname);
  const traversing = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Runs on every location change, so each one consumes the popstate that caused it (if any).
  useEffect(() => {
    const restoreScroll = traversing.current;
    traversing.current = false;
    const main = mainRef.current;
    // Keyed on the path: a change of query or hash only is not a new page.
    if (shownPath.current === location.pathname || !main) return;
    shownPath.current = location.pathname;
    return whenHeadingShows(
      main,
      (heading) => {
        // Instant, whatever the stylesheet says: a new page opens at its top, not after a slide.
        if (!restoreScroll) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        focusStatic(heading ?? main);
        setAnnouncement(document.title || heading?.textContent || '');
      },
      HEADING_TIMEOUT_MS,
    );
  }, [location, mainRef]);

  return announcement;
}
