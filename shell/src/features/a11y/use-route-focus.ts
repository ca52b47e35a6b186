import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side page change (never on the first load, where the browser's own page-load behaviour is right),
 * moves focus to the new page's h1 and returns the new document title, for a live region to announce.
 *
 * Focus goes to the heading rather than to `<main>`: screen readers read a focused heading as just its text and
 * level ("Work, heading level 1") and continue reading from there, whereas a focused landmark is read inconsistently
 * (some read all of main, some only "main region"). The heading is found when it renders: a remote's page may
 * appear some time after the URL changed. The page starts at its top, except on back/forward (the browser fires
 * popstate), where the browser restores the position the visitor left (focus-new-page.ts).
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
    let cancel: (() => void) | undefined;
    let left = false;
    // Should the chunk not load, focus stays where it was: the page is shown all the same.
    void import('./focus-new-page').then(({ focusNewPage }) => {
      if (!left) cancel = focusNewPage(main, restoreScroll, setAnnouncement);
    });
    return () => {
      left = true;
      cancel?.();
    };
  }, [location, mainRef]);

  return announcement;
}
