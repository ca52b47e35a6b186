import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router-dom';
import type { FrameHandle } from '@mediavelocity/contract';
import { RemotesContext } from '../../../app/registry-context';
import { Frame } from '../../../components/frame';
import { RemoteRegistry } from '../../../federation/remote-registry';
import { HEADING_TIMEOUT_MS } from '../use-route-focus';

// The frame's nav asks the registry for the account widget only for a signed-in client; none is, here.
const registry = new RemoteRegistry({ registerRemotes: jest.fn(), loadRemote: jest.fn() }, async () => {
  throw new Error('no network in this test');
});

const hideNav: FrameHandle = { hideNav: true };

/** A page whose heading shows a moment after the route did, as a remote's page that is still loading. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Gallery</h1> : <p>Loading…</p>;
}

const routes: RouteObject[] = [
  {
    Component: Frame,
    children: [
      {
        path: '/',
        element: (
          <>
            <title>Mediavelocity Creative</title>
            <h1>Mediavelocity</h1>
            <Link to="/work">See our work</Link>
          </>
        ),
      },
      {
        path: '/work',
        element: (
          <>
            <title>Mediavelocity Work</title>
            <h1>Work</h1>
          </>
        ),
      },
      { path: '/gallery', element: <SlowPage /> },
      {
        path: '/tracker',
        handle: hideNav,
        element: (
          <>
            <title>Mediavelocity Screen Tracker</title>
            <h1 className="visually-hidden">Screen Tracker</h1>
          </>
        ),
      },
      { path: '/no-heading', element: <p>Nothing to see</p> },
    ],
  },
];

type AppRouter = ReturnType<typeof createMemoryRouter>;

function renderRouter(router: AppRouter) {
  render(
    <RemotesContext value={{ registry, retry: () => undefined }}>
      <RouterProvider router={router} />
    </RemotesContext>,
  );
  return router;
}

function renderFrame(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

const announcer = () => screen.getByTestId('route-announcer');

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('skip link', () => {
  it('is the first stop of the Tab order and moves focus into main', async () => {
    const user = userEvent.setup();
    renderFrame('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is there on a page that hides the nav', async () => {
    const user = userEvent.setup();
    renderFrame('/tracker');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});

describe('after a client-side navigation', () => {
  it('leaves focus and the live region alone on the first load', () => {
    renderFrame('/work');
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it("moves focus to the new page's heading and announces its title", async () => {
    const user = userEvent.setup();
    renderFrame('/');
    await user.click(screen.getByRole('link', { name: 'See our work' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Work' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent('Mediavelocity Work');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })); // the new page starts at its top
    // Focusable by script only, and only while it has focus.
    expect(heading).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('waits for a heading that renders after the route changed', async () => {
    const router = renderFrame('/work');
    await act(() => router.navigate('/gallery'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('lands on the heading of a page that hides the nav', async () => {
    const router = renderFrame('/work');
    await act(() => router.navigate('/tracker'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Screen Tracker' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Mediavelocity Screen Tracker');
  });

  it('keeps the scroll position the browser restores on back and forward', async () => {
    // The browser's own history: going back fires popstate, as it does for a visitor.
    window.history.replaceState(null, '', '/');
    const router = renderRouter(createBrowserRouter(routes));
    await act(() => router.navigate('/work'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Work' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockClear();
    window.history.back(); // popstate comes in a later task, outside act: hence waitFor below
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Mediavelocity Creative'));
    expect(scrollTo).not.toHaveBeenCalled();
    router.dispose();
  });

  it('does not move focus when only the query changes', async () => {
    const router = renderFrame('/work');
    await act(() => router.navigate('/work?view=list'));
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('settles on main when a page shows no heading in time', async () => {
    jest.useFakeTimers();
    const router = renderFrame('/work');
    await act(() => router.navigate('/no-heading'));
    expect(document.body).toHaveFocus();
    act(() => jest.advanceTimersByTime(HEADING_TIMEOUT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
