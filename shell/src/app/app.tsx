import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { RemoteRegistry } from '../federation/remote-registry';
import { Frame } from '../components/frame';
import { pageReady } from './page-loaded';
import { RemotesContext, type RemotesContextValue } from './registry-context';
import { SiteRouter } from './site-router';

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
  const ready = useCallback((pathname: string) => pageReady(registry, pathname), [registry]);
  const context = useMemo<RemotesContextValue>(() => ({ registry, retry, generation }), [registry, retry, generation]);

  return (
    <RemotesContext value={context}>
      <SiteRouter ready={ready}>
        <Frame />
        {children}
      </SiteRouter>
    </RemotesContext>
  );
}
