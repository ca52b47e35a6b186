// The app's start, evaluated a task after its chunk arrives (bootstrap.tsx): the registry, the prefetcher once the
// first load is over, and the page, taken over from its prerendered markup or rendered.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
import { PREFETCH_MARK, prerenderedRoot } from './prerender/prerendered-page';
import { takeOver } from './app/take-over';

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
  import('./prerender/render-page').then(
    ({ publishPage }) => publishPage(app, registry, publish),
    (error: unknown) => publish({ error: String(error) }),
  );
} else {
  // A visitor's next page is fetched ahead of the click, once this one has loaded (not in the prerender). Should the
  // prefetcher itself not load, the browser reports the failed request; clicks load their pages as they would.
  afterFirstLoad(() => {
    performance.mark(PREFETCH_MARK);
    void import('./features/prefetch/link-prefetcher').then(({ prefetchThrough, startPrefetching }) =>
      startPrefetching(prefetchThrough(registry)),
    );
    // What the first client-side navigation runs (focus and announce the new page), there before it is needed.
    void import('./features/a11y/focus-new-page');
  });
  if (prerendered) void takeOver(prerendered, app, registry);
  else {
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root element');
    createRoot(container).render(app);
  }
}
