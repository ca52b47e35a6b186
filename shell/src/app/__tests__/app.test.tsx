import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { RemoteRegistry } from '../../federation/remote-registry';
import { App } from '../app';

const config = { remotes: { portfolio: 'http://p.test/mf-manifest.json' }, gaMeasurementId: '' };
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes: ['/work'] } };
const routes: RouteObject[] = [{ path: '/work', element: <h1>Our work</h1> }];

/** A registry over a fake network and federation runtime; `remoteUp` decides whether the remote loads. */
function setup(path: string, remoteUp = true) {
  const state = { remoteUp };
  const registry = new RemoteRegistry(
    {
      registerRemotes: () => undefined,
      loadRemote: async () => {
        if (!state.remoteUp) throw new Error('ScriptExternalLoadError');
        return { routes };
      },
    },
    async (url) => (url === '/runtime-config.json' ? config : manifest),
  );
  window.history.replaceState(null, '', path);
  // StrictMode as in production code: it mounts, unmounts and remounts effects, which must not break the router.
  render(
    <StrictMode>
      <App registry={registry} />
    </StrictMode>,
  );
  return state;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('renders the page of the remote that owns the path, inside the frame', async () => {
    setup('/work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for a path no remote owns', async () => {
    setup('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry. That page does not exist.')).toBeInTheDocument();
  });

  it('shows a remote that fails as temporarily unavailable, and Retry recovers it', async () => {
    const state = setup('/work', false);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry. That page does not exist.')).not.toBeInTheDocument();

    state.remoteUp = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
  });
});
