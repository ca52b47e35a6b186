import { useCallback, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RemoteRegistry } from '../federation/remote-registry';
import { RemotesContext, type RemotesContextValue } from './registry-context';
import { createAppRouter } from './router';

export interface AppProps {
  readonly registry: RemoteRegistry;
}

export function App({ registry }: AppProps) {
  const [router, setRouter] = useState(() => createAppRouter(registry));
  useEffect(() => () => router.dispose(), [router]);

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
