import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import type { FrameHandle } from '@mediavelocity/contract';
import { useIsFullscreen } from '../hooks/use-fullscreen';
import { usePageViews } from '../features/analytics/use-page-views';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { PageLoading } from './page-loading';

function useNavHidden(): boolean {
  const fullscreen = useIsFullscreen();
  const matches = useMatches();
  return fullscreen || matches.some((match) => (match.handle as FrameHandle | undefined)?.hideNav === true);
}

/** The frame around every page: nav (unless the page or full screen hides it), the page, the footer. */
export function Frame() {
  const navHidden = useNavHidden();
  const navigating = useNavigation().state !== 'idle';
  usePageViews();
  return (
    <>
      {!navHidden && <SiteNav />}
      {navigating && <div className="mv-route-progress" role="progressbar" aria-label="Loading the next page" />}
      <main id="main-content" className="mv-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** Shown while the first page's remote is still loading. */
export function FrameLoading() {
  return (
    <>
      <SiteNav />
      <main id="main-content" className="mv-main" tabIndex={-1}>
        <PageLoading />
      </main>
      <SiteFooter />
    </>
  );
}
