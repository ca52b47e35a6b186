import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RemoteRegistry } from '../federation/remote-registry';
import { Frame, FrameLoading } from '../components/frame';
import { CatchAll } from '../features/not-found/catch-all';
import { RemoteErrorBoundary, type RemoteGroupHandle } from '../features/remote-status/remote-error-boundary';

const ROOT_ID = 'root';

/** A pathless route around one remote's routes: any error in them (a chunk that fails, a crash) stays there. */
function remoteGroup(remote: string, routes: RouteObject[]): RouteObject {
  const handle: RemoteGroupHandle = { remote };
  return { id: `remote:${remote}`, handle, ErrorBoundary: RemoteErrorBoundary, children: routes };
}

/**
 * The shell knows no remote page. It starts with the frame and a catch-all; when a path is visited that no loaded
 * route matches, react-router asks `patchRoutesOnNavigation`, which finds the remote that published the path, loads
 * only that remote's routes and patches them in. Remotes loaded before (by an earlier router) are put in up front.
 */
export function createAppRouter(registry: RemoteRegistry) {
  const loaded = [...registry.loaded()].map(([remote, routes]) => remoteGroup(remote, routes));
  return createBrowserRouter(
    [
      {
        id: ROOT_ID,
        Component: Frame,
        HydrateFallback: FrameLoading,
        children: [...loaded, { path: '*', Component: CatchAll }],
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        await registry.settle();
        const owner = registry.ownerOf(path);
        if (!owner) return;
        try {
          patch(ROOT_ID, [remoteGroup(owner, await registry.loadRoutes(owner))]);
        } catch {
          // Reported by the registry; the catch-all route shows the remote as temporarily unavailable.
        }
      },
    },
  );
}
