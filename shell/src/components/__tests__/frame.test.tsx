import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import type { FrameHandle } from '@mediavelocity/contract';
import { RemotesContext } from '../../app/registry-context';
import { RemoteRegistry } from '../../federation/remote-registry';
import { Frame } from '../frame';

// The frame's nav asks the registry for the account widget only for a signed-in client; none is, here.
const registry = new RemoteRegistry({ registerRemotes: jest.fn(), loadRemote: jest.fn() }, async () => {
  throw new Error('no network in this test');
});

const hideNav: FrameHandle = { hideNav: true };

function renderFrame(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/work', element: <h1>Work</h1> },
          { path: '/tracker', handle: hideNav, element: <Link to="/work">Leave</Link> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RemotesContext value={{ registry, retry: () => undefined }}>
      <RouterProvider router={router} />
    </RemotesContext>,
  );
  return router;
}

function setFullscreen(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
  act(() => {
    document.dispatchEvent(new Event('fullscreenchange'));
  });
}

// jsdom has no scrolling; the frame scrolls a new page to its top.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  setFullscreen(null);
  jest.restoreAllMocks();
});

describe('Frame', () => {
  it('shows the nav with the active link marked, and the footer links', () => {
    renderFrame('/work');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Pay Invoice' })).toHaveAttribute('href', '/pay');
    expect(screen.getByRole('link', { name: 'CLIENT LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('hides the nav on a route that declares it, and shows it again on leaving', async () => {
    const router = renderFrame('/tracker');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await act(() => router.navigate('/work'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('hides the nav while the document is in full screen', () => {
    renderFrame('/work');
    setFullscreen(document.documentElement);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    setFullscreen(null);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
