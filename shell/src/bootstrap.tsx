import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  getInstance,
  getRemoteEntry,
  getRemoteInfo,
  loadRemote,
  registerRemotes,
  type ModuleFederation,
} from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { RemoteRegistry } from './federation/remote-registry';
import { analytics } from './features/analytics/analytics';
import { afterFirstLoad } from './lib/idle';
import { PREFETCH_MARK, prerenderedRoot, StaleMarkupError } from './prerendered';

// The running runtime's version is the one a remote's entry will run on: each remote is checked against it.
const registry = new RemoteRegistry({
  registerRemotes,
  loadRemote,
  // The entry alone, as loadRemote loads it first (the same cache, which a forced registration drops).
  loadEntry: async (name, entry) => {
    await getRemoteEntry({ origin: getInstance() as ModuleFederation, remoteInfo: getRemoteInfo({ name, entry }) });
  },
  runtimeVersion: () => getInstance()?.version,
});

registry.runtimeConfig().then(
  (config) => {
    analytics.configure(config.gaMeasurementId);
    if (process.env.NODE_ENV === 'development') {
      void import('./federation/dev-live-reload').then((dev) => dev.reloadOnRemoteRebuild(config.remotes));
    }
  },
  () => analytics.configure(''),
);

const app = (
  <StrictMode>
    <App registry={registry} />
  </StrictMode>
);

const prerendered = prerenderedRoot();
const publish = window.__mvPrerender;
if (publish) {
  import('./prerender/render-page')
    .then(({ renderPage }) => renderPage(app, registry))
    .then(
      (page) => publish(page),
      (error: unknown) => publish({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
} else {
  // A visitor's next page is fetched ahead of the click, once this one has loaded (not in the prerender). Should the
  // prefetcher itself not load, the browser reports the failed request; clicks load their pages as they would.
  afterFirstLoad(() => {
    performance.mark(PREFETCH_MARK);
    void import('./features/prefetch/link-prefetcher').then(({ prefetchThrough, startPrefetching }) =>
      startPrefetching(prefetchThrough(registry)),
    );
  });
  if (prerendered) takeOver(prerendered);
  else {
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root element');
    createRoot(container).render(app);
  }
}

/**
 * Takes a prerendered page over at once, whatever the remotes are doing: its markup is hydrated (in a transition, so
 * React works in slices and the page stays responsive meanwhile). The page suspends until its remote has loaded, with
 * the prerendered markup on screen; where that markup is not this address's page after all, React renders it afresh
 * (see `Page` in app/page-outlet.tsx).
 */
function takeOver(root: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        const cause = error instanceof Error ? error.cause : undefined;
        if (cause instanceof StaleMarkupError) console.info(`[mediavelocity] ${cause.message}: rendering afresh.`);
        // A page whose first render depends on the browser differs from its prerendered markup: React renders it
        // afresh, and says so here.
        else console.warn('[mediavelocity] The prerendered page differed from the app; it was rendered afresh.', error);
      },
    });
  });
}
