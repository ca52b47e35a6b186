import { act, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';
import { RemotesContext } from '../../../app/registry-context';
import { RemoteRegistry, type FederationApi } from '../../../federation/remote-registry';
import { markFirstPageShown } from '../../../prerender/prerendered-page';
import { AccountSlot } from '../account-slot';

const config = { remotes: { account: 'http://a.test/mf-manifest.json' }, gaMeasurementId: '' };
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes: ['/login'] } };

function AccountWidget() {
  return <span>client@example.com</span>;
}

function setup(widgetModule: unknown = { AccountWidget }) {
  const federation = {
    registerRemotes: jest.fn(),
    loadEntry: jest.fn(async () => undefined),
    loadRemote: jest.fn(async () => {
      if (widgetModule instanceof Error) throw widgetModule;
      return widgetModule;
    }),
  } satisfies FederationApi;
  const registry = new RemoteRegistry(federation, async (url) => (url === '/runtime-config.json' ? config : manifest));
  render(
    <RemotesContext value={{ registry, retry: () => undefined, generation: 0 }}>
      <AccountSlot />
    </RemotesContext>,
  );
  return federation;
}

function announce(signedIn: boolean) {
  act(() => {
    if (signedIn) localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
    else localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
    window.dispatchEvent(new CustomEvent(ACCOUNT_SESSION_EVENT));
  });
}

// The slot shows the session hint, read once the first load is over: these pages have shown their first page.
beforeAll(markFirstPageShown);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('AccountSlot', () => {
  it('loads nothing and shows nothing for a visitor who never signed in', async () => {
    const reads = jest.spyOn(Storage.prototype, 'getItem');
    const federation = setup();
    // Once the hint has been read (and said no), and a moment more for anything it would have started.
    await waitFor(() => expect(reads).toHaveBeenCalledWith(ACCOUNT_SESSION_HINT_KEY));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByText('client@example.com')).not.toBeInTheDocument();
  });

  it('loads the account widget for a signed-in client and shows it', async () => {
    localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
    const federation = setup();
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('account/account-widget');
  });

  it('follows sign-in and sign-out announced in the same tab', async () => {
    const federation = setup();
    announce(true);
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    announce(false);
    expect(screen.queryByText('client@example.com')).not.toBeInTheDocument();
    announce(true);
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows nothing, and reports it, when the account remote cannot load', async () => {
    localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
    const federation = setup(new Error('ScriptExternalLoadError'));
    // The hint is read once the first load is over: waited for (within RTL's bound), not timed.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('The account remote did not load'),
        expect.anything(),
      ),
    );
    expect(federation.loadRemote).toHaveBeenCalled();
    expect(screen.queryByText('client@example.com')).not.toBeInTheDocument();
  });
});
