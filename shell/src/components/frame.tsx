import { useRef } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import type { FrameHandle } from '@mediavelocity/contract';
import { useIsFullscreen } from '../hooks/use-fullscreen';
import { usePageViews } from '../features/analytics/use-page-views';
import { RouteAnnouncer } from '../features/a11y/route-announcer';
import { SkipLink } from '../features/a11y/skip-link';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { PageLoading } from './page-loading';

const MAIN_ID = 'main-content';

function useNavHidden(): boolean {
  const fullscreen = useIsFullscreen();
  const matches = useMatches();
  return fullscreen || matches.some((match) => (match.handle as FrameHandle | undefined)?.hideNav === true);
}

/**
 * The frame around every page: a skip link, the nav (unless the page or full screen hides it), the page, the footer,
 * and the live region that announces each client-side page change.
 */
export function Frame() {
  const navHidden = useNavHidden();
  const navigating = useNavigation().state !== 'idle';
  const mainRef = useRef<HTMLElement>(null);
  usePageViews();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {!navHidden && <SiteNav />}
      {navigating && <div className="mv-route-progress" role="progressbar" aria-label="Loading the next page" />}
      <main ref={mainRef} id={MAIN_ID} className="mv-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer mainRef={mainRef} />
    </>
  );
}

/** Shown while the first page's remote is still loading. */
export function FrameLoading() {
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <SiteNav />
      <main id={MAIN_ID} className="mv-main" tabIndex={-1}>
        <PageLoading />
      </main>
      <SiteFooter />
    </>
  );
}
