import { StrictMode, useEffect, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { RemoteRoute } from '@mediavelocity/contract';
import { RemoteRegistry } from '../../federation/remote-registry';
import { App } from '../app';

export const SITE_REMOTE = 'site';

/** A page of the fake remote: its path, its component, optionally its handle and when its chunk "arrives". */
export type FakePage = Omit<RemoteRoute, 'page'> & {
  readonly Component: ComponentType;
  readonly arrives?: Promise<void>;
};

export interface FakeRemote {
  /** Whether the remote's routes module loads; flip it and Retry to recover. */
  up: boolean;
  /** When the remote's entry arrives, if not at once (a slow or hung host). */
  entryArrives?: Promise<void>;
  /** How often the site has read the remote's manifest. */
  manifestReads: number;
  readonly registry: RemoteRegistry;
}

/** A registry over a fake network and federation runtime, with one remote that owns `pages`. */
export function fakeRemote(pages: readonly FakePage[], up = true): FakeRemote {
  const routes: RemoteRoute[] = pages.map(({ Component, arrives, ...route }) => ({
    ...route,
    page: async () => {
      await arrives;
      return Component;
    },
  }));
  const config = { remotes: { [SITE_REMOTE]: 'http://site.test/mf-manifest.json' }, gaMeasurementId: '' };
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes: pages.map((page) => page.path) },
  };
  const remote: FakeRemote = {
    up,
    manifestReads: 0,
    registry: new RemoteRegistry(
      {
        registerRemotes: () => undefined,
        loadEntry: async () => undefined,
        loadRemote: async () => {
          await remote.entryArrives;
          if (!remote.up) throw new Error('ScriptExternalLoadError');
          return { routes };
        },
      },
      async (url) => {
        if (url === '/runtime-config.json') return config;
        remote.manifestReads += 1;
        return manifest;
      },
    ),
  };
  return remote;
}

let navigateTo: ReturnType<typeof useNavigate> | undefined;

/** Captures the router's navigate, for a test to move as a link click would. */
function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

/**
 * Renders the whole app (frame, router, remote loading) at `path` over the browser history, in StrictMode as in
 * production, and waits for what it loads. (In an act environment React retries a render suspended on `use` only
 * inside act.) `navigate` moves client-side as a link would, and waits the same way.
 */
export async function renderSite(registry: RemoteRegistry, path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <StrictMode>
        <App registry={registry}>
          <NavigateProbe />
        </App>
      </StrictMode>,
    );
  });
  return {
    navigate: async (to: `/${string}`) => {
      const navigate = navigateTo;
      if (!navigate) throw new Error('the app has not rendered its router yet');
      await act(async () => {
        navigate(to);
      });
    },
  };
}
