import { lazy, use, useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { FrameHandle, RemoteRoute } from '@mediavelocity/contract';
import { usePageViews } from '../features/analytics/use-page-views';
import { useRemotes } from './registry-context';
import { CatchAll, NotFoundPage } from '../features/not-found/catch-all';
import { RemoteErrorBoundary } from '../features/remote-status/remote-error-boundary';
import { APP_READY_ATTRIBUTE, dropPrerenderedHead } from '../prerendered';

/**
 * Each page's lazy component, made once per route object: a component made during render would start loading again
 * on every render attempt. Forgotten per remote on Retry, so a page whose chunk failed is fetched anew.
 */
const pageComponents = new Map<string, WeakMap<RemoteRoute, ComponentType>>();

function pageComponent(remote: string, route: RemoteRoute): ComponentType {
  let pages = pageComponents.get(remote);
  if (!pages) {
    pages = new WeakMap();
    pageComponents.set(remote, pages);
  }
  let Page = pages.get(route);
  if (!Page) {
    Page = lazy(async () => ({ default: await route.page() }));
    pages.set(route, Page);
  }
  return Page;
}

export function forgetPages(remotes: readonly string[]): void {
  for (const remote of remotes) pageComponents.delete(remote);
}

export interface PageOutletProps {
  /** Told the handle of the page shown (undefined when it has none), for the frame to act on. */
  readonly onHandle: (handle: FrameHandle | undefined) => void;
}

/**
 * Reports a page view once the page it sits beside has been shown (never for the loading state), and marks the app
 * ready the first time.
 */
function PageViews() {
  usePageViews();
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
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
      <Page {...props} />
      <PageViews />
    </>
  );
}

function Page({ onHandle }: PageOutletProps) {
  const { registry, generation } = useRemotes();
  const { pathname, key } = useLocation();
  use(registry.settled());
  // The page's own head elements (a remote's page, the not-found page or the unavailable panel, which commit with this
  // component) are in the document from this commit on: a prerendered page's go.
  useLayoutEffect(dropPrerenderedHead, []);
  const owner = registry.ownerOf(pathname);
  // A navigation picks up a version of its remote deployed since the page loaded, by loading the page afresh.
  useEffect(() => void registry.checkNavigation(owner, key), [registry, owner, key]);
  if (!owner) return <CatchAll />;
  return (
    <RemoteErrorBoundary key={`${owner}:${generation}`} remote={owner} pathname={pathname}>
      <RemotePages remote={owner} onHandle={onHandle} />
    </RemoteErrorBoundary>
  );
}

function RemotePages({ remote, onHandle }: { readonly remote: string } & PageOutletProps) {
  const { registry } = useRemotes();
  const routes = use(registry.loadRoutes(remote));
  // Matched with react-router's ranking and rendered directly: the site's pages have no nested routes or parameters,
  // so the router facade need not offer `useRoutes`.
  const table = useMemo(
    () => routes.map((route) => ({ path: route.path, handle: route.handle, Page: pageComponent(remote, route) })),
    [remote, routes],
  );
  const location = useLocation();
  const match = matchRoutes(table, location)?.at(-1)?.route;
  const handle = match?.handle;
  useLayoutEffect(() => {
    onHandle(handle);
    return () => onHandle(undefined);
  }, [handle, onHandle]);
  // The manifest said the remote owns the path, but its routes do not match it (a manifest out of step).
  if (!match) return <NotFoundPage />;
  return <match.Page />;
}
