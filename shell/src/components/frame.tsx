import { Suspense, useRef, useState } from 'react';
import type { FrameHandle } from '@mediavelocity/contract';
import { PageOutlet } from '../app/page-outlet';
import { useNavigationPending } from '../app/site-router';
import { useIsFullscreen } from '../hooks/use-fullscreen';
import { RouteAnnouncer } from '../features/a11y/route-announcer';
import { SkipLink } from '../features/a11y/skip-link';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { PageLoading } from './page-loading';

const MAIN_ID = 'main-content';

/**
 * The frame around every page: a skip link, the nav (unless the page or full screen hides it), the page, the footer,
 * and the live region that announces each client-side page change. While the first page loads, its place shows a
 * loading state; while a later one loads, the current page stays with a progress bar over it.
 */
export function Frame() {
  const [handle, setHandle] = useState<FrameHandle | undefined>(undefined);
  const navHidden = useIsFullscreen() || handle?.hideNav === true;
  const navigating = useNavigationPending();
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {!navHidden && <SiteNav />}
      {navigating && <div className="mv-route-progress" role="progressbar" aria-label="Loading the next page" />}
      <main ref={mainRef} id={MAIN_ID} className="mv-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <PageOutlet onHandle={setHandle} />
        </Suspense>
      </main>
      <SiteFooter />
      <RouteAnnouncer mainRef={mainRef} />
    </>
  );
}
