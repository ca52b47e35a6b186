import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { RemoteRegistry } from '../federation/remote-registry';
import { Frame } from '../components/frame';
import { pageLoaded, pageReady } from './page-loaded';
import { RemotesContext, type RemotesContextValue } from './registry-context';
import { SiteRouter, type PageReadiness } from './site-router';

export interface AppProps {
  readonly registry: RemoteRegistry;
  /** Rendered inside the router, beside the frame (tests use it to navigate). */
  readonly children?: ReactNode;
}

export function App({ registry, children }: AppProps) {
  const [generation, setGeneration] = useState(0);
  // Only the failed remotes are fetched again; the ones that loaded stay as they are.
  const retry = useCallback(
    (remotes: readonly string[]) => {
      registry.reset(remotes);
      setGeneration((count) => count + 1);
    },
    [registry],
  );
  const pages = useMemo<PageReadiness>(
    () => ({ ready: (path) => pageReady(registry, path), loaded: (path) => pageLoaded(registry, path) }),
    [registry],
  );
  const context = useMemo<RemotesContextValue>(() => ({ registry, retry, generation }), [registry, retry, generation]);

  return (
    <RemotesContext value={context}>
      <SiteRouter pages={pages}>
        <Frame />
        {children}
      </SiteRouter>
    </RemotesContext>
  );
}
