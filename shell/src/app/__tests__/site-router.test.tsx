import { Suspense, use, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { deferred } from '@mediavelocity/testing/deferred';
import { SiteRouter, useNavigationPending, type PageReadiness } from '../site-router';

/** What the router shows, and each state it was rendered in. */
const shown: string[] = [];

function Where() {
  const where = useLocation().pathname + (useNavigationPending() ? ' (pending)' : '');
  shown.push(where);
  return <output aria-label="Location">{where}</output>;
}

let navigateTo: ReturnType<typeof useNavigate> | undefined;

function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

/**
 * A stand-in for the page outlet: `/slow` waits on `arrival` (as a page's chunk would) until `slow.loaded` says it
 * has loaded.
 */
const slow = { loaded: false, arrival: new Promise<void>(() => undefined) };

function Page() {
  const { pathname } = useLocation();
  if (pathname === '/slow' && !slow.loaded) use(slow.arrival);
  return null;
}

function renderRouter(pages: PageReadiness) {
  window.history.replaceState(null, '', '/');
  render(
    <SiteRouter pages={pages}>
      <Where />
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
      <NavigateProbe />
    </SiteRouter>,
  );
  return (to: `/${string}`) => act(() => navigateTo?.(to));
}

const location = () => screen.getByRole('status', { name: 'Location' });

beforeEach(() => {
  shown.length = 0;
  slow.loaded = false;
  slow.arrival = new Promise<void>(() => undefined);
});

describe('SiteRouter', () => {
  it('renders a page that is ready in the navigation itself: no pending state first', async () => {
    const loaded = jest.fn(async () => undefined);
    const navigate = renderRouter({ ready: (path) => path === '/about', loaded });
    await navigate('/about');
    expect(location()).toHaveTextContent('/about');
    expect(shown).toEqual(['/', '/about']);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('keeps the page shown while the next one loads, and shows that one as soon as it has loaded', async () => {
    const arrived = deferred();
    const loaded = jest.fn(() => arrived.promise);
    const navigate = renderRouter({ ready: (path) => path !== '/slow' || slow.loaded, loaded });
    await navigate('/slow');
    expect(location()).toHaveTextContent('/ (pending)');
    expect(loaded.mock.calls).toEqual([['/slow']]);
    // Loaded, though the render that waits has not been told yet: the page is shown without waiting for it.
    slow.loaded = true;
    await act(async () => arrived.resolve());
    expect(location()).toHaveTextContent(/^\/slow$/);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('does not show a page that loads after the visitor has gone on to another', async () => {
    const arrived = deferred();
    const navigate = renderRouter({ ready: (path) => path !== '/slow' || slow.loaded, loaded: () => arrived.promise });
    await navigate('/slow');
    await navigate('/about');
    expect(location()).toHaveTextContent(/^\/about$/);
    slow.loaded = true;
    await act(async () => arrived.resolve());
    expect(location()).toHaveTextContent(/^\/about$/);
  });

  it('leaves a page that fails to load to the render that waits on it', async () => {
    const arrived = deferred();
    const navigate = renderRouter({ ready: () => false, loaded: () => arrived.promise });
    await navigate('/slow');
    await act(async () => arrived.reject(new Error('ChunkLoadError')));
    expect(location()).toHaveTextContent('/ (pending)');
  });
});
