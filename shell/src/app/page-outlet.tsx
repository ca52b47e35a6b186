import { use, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FrameHandle, RemoteRoute } from '@mediavelocity/contract';
import { usePageViews } from '../features/analytics/use-page-views';
import { useRemotes } from './registry-context';
import { CatchAll, NotFoundPage } from '../features/not-found/catch-all';
import { RemoteErrorBoundary } from '../features/remote-status/remote-error-boundary';
import { routeFor } from '../federation/route-match';
import { markFirstPageShown, settlePrerenderedHead } from '../prerender/prerendered-page';

export interface PageOutletProps {
  /** Told the handle of the page shown (undefined when it has none), for the frame to act on. */
  readonly onHandle: (handle: FrameHandle | undefined) => void;
  /** Called once the first page has been shown (hydrated or rendered). */
  readonly onShown: () => void;
}

/**
 * Reports a page view once the page it sits beside has been shown (never for the loading state), and marks the app
 * ready the first time.
 */
function PageViews({ onShown }: Pick<PageOutletProps, 'onShown'>) {
  usePageViews();
  useEffect(() => {
    markFirstPageShown();
    onShown();
  }, [onShown]);
  return null;
}

/**
 * The page for the current path, with its page view: the remote that owns it (from the remotes' manifests) is
 * loaded, then its routes decide. Suspends while either is on the way; a remote that fails shows the "temporarily
 * unavailable" panel in place of its pages only.
 */
export function PageOutlet(props: PageOutletProps) {
  return (
    <>
      <Page onHandle={props.onHandle} />
      <PageViews onShown={props.onShown} />
    </>
  );
}

/**
 * Suspends until the owner of the path is known, then its remote's pages (or the not-found page). A prerendered page
 * is taken over only when its markup is this page's (see app/take-over.ts), so it renders as the markup was made.
 */
function Page({ onHandle }: Pick<PageOutletProps, 'onHandle'>) {
  const { registry, generation } = useRemotes();
  const { pathname } = useLocation();
  // Known already (a manifest has claimed the path) on every visit but the first: no suspension for it then.
  const owner = registry.ownerOf(pathname);
  // The page's own head elements (a remote's page, the not-found page or the unavailable panel, which commit with this
  // component) are in the document from this commit on: a prerendered page's are settled.
  useLayoutEffect(settlePrerenderedHead, []);
  // A navigation to another page picks up a version of its remote deployed since the page loaded, by loading the page
  // afresh. A new query or hash on the page shown (a filter) is no new page: no manifest is read again for it.
  useEffect(() => void registry.checkNavigation(owner, pathname), [registry, owner, pathname]);
  // Waited on after every hook, as in each component here: React resumes a render that waited by replaying the
  // component with the hooks its first attempt reached, and one past them fails (React's error 467).
  if (owner === undefined) use(registry.routed(pathname));
  if (!owner) return <CatchAll />;
  return (
    <RemoteErrorBoundary key={`${owner}:${generation}`} remote={owner} pathname={pathname}>
      <RemotePages remote={owner} onHandle={onHandle} />
    </RemoteErrorBoundary>
  );
}

interface RemotePagesProps extends Pick<PageOutletProps, 'onHandle'> {
  readonly remote: string;
}

function RemotePages({ remote, onHandle }: RemotePagesProps) {
  const { registry } = useRemotes();
  const { pathname } = useLocation();
  const routes = registry.loaded(remote).routes;
  // Matched with react-router's ranking and rendered directly: the site's pages have no nested routes or parameters,
  // so the router facade need not offer `useRoutes`.
  const match = routes && routeFor(routes, pathname);
  const handle = match?.handle;
  useLayoutEffect(() => {
    onHandle(handle);
    return () => onHandle(undefined);
  }, [handle, onHandle]);
  // Waits while the routes load; once they have, `routes` above has them.
  if (!routes) use(registry.loadRoutes(remote));
  // The manifest said the remote owns the path, but its routes do not match it (a manifest out of step).
  if (!match) return <NotFoundPage />;
  return <RoutePage remote={remote} route={match} />;
}

/**
 * The page of a route, once its module has loaded. A component of its own: each of these components waits on one
 * promise at most (React tells the promises of one component apart by the order they are waited on).
 */
function RoutePage({ remote, route }: { readonly remote: string; readonly route: RemoteRoute }) {
  const { registry } = useRemotes();
  const Page = registry.loaded(remote, route).page ?? use(registry.loadPage(remote, route));
  // Not made here: the page's own component, loaded once per route and kept (see `loadPage`), the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}
