import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { RemoteRegistry } from './federation/remote-registry';
import { analytics } from './features/analytics/analytics';

const registry = new RemoteRegistry({ registerRemotes, loadRemote });

registry.runtimeConfig().then(
  (config) => {
    analytics.configure(config.gaMeasurementId);
    if (process.env.NODE_ENV === 'development') {
      void import('./federation/dev-live-reload').then((dev) => dev.reloadOnRemoteRebuild(config.remotes));
    }
  },
  () => analytics.configure(''),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App registry={registry} />
  </StrictMode>,
);
