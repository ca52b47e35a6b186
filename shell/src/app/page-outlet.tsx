import { use, useEffect, useLayoutEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useHydrated, type FrameHandle } from '@mediavelocity/contract';
import type { RemoteRegistry } from '../federation/remote-registry';
import { usePageViews } from '../features/analytics/use-page-views';
import { useRemotes } from './registry-context';
import { CatchAll, NotFoundPage } from '../features/not-found/catch-all';
import { RemoteErrorBoundary } from '../features/remote-status/remote-error-boundary';
import {
  markFirstPageShown,
  dropPrerenderedHead,
  isPrerenderedCatchAll,
  prerenderedFrom,
  prerenderedRoot,
  StaleMarkupError,
} from '../prerendered';

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
 * Why the prerendered markup being taken over is not the page this address shows now, or null when it is: its remote
 * has another version live, or cannot be reached; or the not-found page is served at an address a remote has a page at
 * after all (added since the prerender), or that an unreachable remote may have.
 */
function staleBecause(registry: RemoteRegistry, owner: string | undefined): string | null {
  const root = prerenderedRoot();
  if (!root) return null;
  const from = prerenderedFrom(root);
  if (from) {
    if (owner !== from.name) return `The ${from.name} remote cannot show this page now`;
    return registry.liveEntry(owner) === from.entry ? null : `Prerendered from another ${owner} version`;
  }
  return isPrerenderedCatchAll(root) && (owner || registry.unreachable().length > 0)
    ? 'This address may have a page after all'
    : null;
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
 * Hydration starts at once, whatever the remotes do, so the frame works while a slow remote is awaited; the page
 * suspends meanwhile with its prerendered markup on screen. Where that markup turns out not to be this address's page
 * now (see `staleBecause`), the page throws rather than take it over: React then renders it afresh in the browser.
 * A remote's page does so once its chunk has arrived, so the prerendered page stays on screen until then.
 */
function Page({ onHandle }: Pick<PageOutletProps, 'onHandle'>) {
  const { registry, generation } = useRemotes();
  const { pathname } = useLocation();
  const hydrating = !useHydrated();
  use(registry.routed(pathname));
  // The page's own head elements (a remote's page, the not-found page or the unavailable panel, which commit with this
  // component) are in the document from this commit on: a prerendered page's go.
  useLayoutEffect(dropPrerenderedHead, []);
  const owner = registry.ownerOf(pathname);
  // A navigation to another page picks up a version of its remote deployed since the page loaded, by loading the page
  // afresh. A new query or hash on the page shown (a filter) is no new page: no manifest is read again for it.
  useEffect(() => void registry.checkNavigation(owner, pathname), [registry, owner, pathname]);
  const stale = hydrating ? staleBecause(registry, owner) : null;
  if (!owner) {
    if (stale) throw new StaleMarkupError(stale);
    return <CatchAll />;
  }
  return (
    <RemoteErrorBoundary key={`${owner}:${generation}`} remote={owner} pathname={pathname}>
      <RemotePages remote={owner} onHandle={onHandle} stale={stale} />
    </RemoteErrorBoundary>
  );
}

interface RemotePagesProps extends Pick<PageOutletProps, 'onHandle'> {
  readonly remote: string;
  /** The prerendered markup is not this page (see `staleBecause`): rendered afresh once the page has loaded. */
  readonly stale: string | null;
}

function RemotePages({ remote, onHandle, stale }: RemotePagesProps) {
  const { registry } = useRemotes();
  const routes = use(registry.loadRoutes(remote));
  // Matched with react-router's ranking and rendered directly: the site's pages have no nested routes or parameters,
  // so the router facade need not offer `useRoutes`.
  const table = useMemo(() => routes.map((route) => ({ path: route.path, handle: route.handle, route })), [routes]);
  const location = useLocation();
  const match = matchRoutes(table, location)?.at(-1)?.route;
  const handle = match?.handle;
  useLayoutEffect(() => {
    onHandle(handle);
    return () => onHandle(undefined);
  }, [handle, onHandle]);
  const Page = match && use(registry.loadPage(remote, match.route));
  // Thrown once the page has loaded, so the fresh render shows it at once rather than the loading state.
  if (stale) throw new StaleMarkupError(stale);
  // The manifest said the remote owns the path, but its routes do not match it (a manifest out of step).
  if (!Page) return <NotFoundPage />;
  // Not made here: the page's own component, loaded once per route and kept (see `loadPage`), the same every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}
