import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RemoteRegistry } from '../federation/remote-registry';
import { RemotesContext, type RemotesContextValue } from './registry-context';
import { createAppRouter } from './router';

export interface AppProps {
  readonly registry: RemoteRegistry;
}

export function App({ registry }: AppProps) {
  const [router, setRouter] = useState(() => createAppRouter(registry));
  // A replaced router is disposed once the new one is in place. (Not in an unmount cleanup: StrictMode runs those
  // on a live component in development, which would dispose the router in use.)
  const previous = useRef(router);
  useEffect(() => {
    if (previous.current === router) return;
    previous.current.dispose();
    previous.current = router;
  }, [router]);

  // A new router forgets the failed route discovery and lazy loads of the old one; the remotes that did load are
  // carried over by the registry, so only the failed remote is fetched again.
  const retry = useCallback(
    (remotes: readonly string[]) => {
      registry.reset(remotes);
      setRouter(createAppRouter(registry));
    },
    [registry],
  );
  const context = useMemo<RemotesContextValue>(() => ({ registry, retry }), [registry, retry]);

  return (
    <RemotesContext value={context}>
      <RouterProvider router={router} />
    </RemotesContext>
  );
}
