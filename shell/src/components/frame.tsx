import { Suspense, useCallback, useRef, useState } from 'react';
import { useIsFullscreen, type FrameHandle } from '@mediavelocity/contract';
import { PageOutlet } from '../app/page-outlet';
import { useNavigationPending } from '../app/site-router';
import { RouteAnnouncer } from '../features/a11y/route-announcer';
import { SkipLink } from '../features/a11y/skip-link';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { PageLoading } from './page-loading';
import { SlowNotice } from './slow-notice';

const MAIN_ID = 'main-content';

/**
 * The progress bar over the page shown while the next one loads. It reads the navigation's state itself, as the slow
 * notice does: the click's first render, before the next page has loaded, renders these alone, not the frame and the
 * page shown.
 */
function RouteProgress() {
  return (
    useNavigationPending() && (
      <div className="mv-route-progress" role="progressbar" aria-label="Loading the next page" />
    )
  );
}

/**
 * The frame around every page: a skip link, the nav (unless the page or full screen hides it), the page, the footer,
 * and the live region that announces each client-side page change. While the first page loads, its place shows a
 * loading state; while a later one loads, the current page stays with a progress bar over it. Either way, a wait
 * past SLOW_NOTICE_MS is said so.
 */
export function Frame() {
  const [handle, setHandle] = useState<FrameHandle | undefined>(undefined);
  const navHidden = useIsFullscreen() || handle?.hideNav === true;
  const mainRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const [loadingShown, setLoadingShown] = useState(false);
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {/*
        Hidden rather than left out, so a prerendered page without its nav (the screen tracker's) is taken over as it
        is: the page says it hides the nav only once it has rendered.
      */}
      <SiteNav hidden={navHidden} />
      <RouteProgress />
      {/*
        The loading state has a <main> of its own: when the first page replaces it (and perhaps hides the nav), the
        page's <main> is new rather than moved, so nothing shifts.
      */}
      <Suspense
        fallback={
          <main id={MAIN_ID} className="mv-main" tabIndex={-1}>
            <PageLoading onShown={setLoadingShown} />
          </main>
        }
      >
        <main ref={mainRef} id={MAIN_ID} className="mv-main" tabIndex={-1}>
          <PageOutlet onHandle={setHandle} onShown={onShown} />
        </main>
      </Suspense>
      <SiteFooter />
      <RouteAnnouncer mainRef={mainRef} />
      <SlowNotice waiting={!shown || loadingShown} sincePageLoad={!shown} />
    </>
  );
}
