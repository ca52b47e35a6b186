import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_SESSION_HINT_KEY, type FrameHandle } from '@mediavelocity/contract';
import { fakeRemote, renderSite } from '../../app/__tests__/site-harness';

const hideNav: FrameHandle = { hideNav: true };

function renderFrame(path: string) {
  const remote = fakeRemote([
    { path: '/work', Component: () => <h1>Work</h1> },
    { path: '/tracker', handle: hideNav, Component: () => <Link to="/work">Leave</Link> },
  ]);
  return renderSite(remote.registry, path);
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
  it('shows the nav with the active link marked, and the footer links', async () => {
    await renderFrame('/work');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Pay Invoice' })).toHaveAttribute('href', '/pay');
    expect(screen.getByRole('link', { name: 'CLIENT LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it("leads a signed-in client's CLIENT LOGIN to the client area", async () => {
    localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
    try {
      await renderFrame('/work');
      expect(screen.getByRole('link', { name: 'CLIENT LOGIN' })).toHaveAttribute('href', '/account');
    } finally {
      localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
    }
  });

  it('hides the nav on a route that declares it, and shows it again on leaving', async () => {
    const site = await renderFrame('/tracker');
    expect(screen.getByRole('link', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await site.navigate('/work');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('hides the nav while the document is in full screen', async () => {
    await renderFrame('/work');
    setFullscreen(document.documentElement);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    setFullscreen(null);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
