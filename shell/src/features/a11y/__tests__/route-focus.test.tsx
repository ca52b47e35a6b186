import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { FrameHandle } from '@mediavelocity/contract';
import { fakeRemote, renderSite, type FakePage } from '../../../app/__tests__/site-harness';
import { HEADING_TIMEOUT_MS } from '../focus-new-page';

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

const pages: FakePage[] = [
  {
    path: '/',
    Component: () => (
      <>
        <title>Mediavelocity Creative</title>
        <h1>Mediavelocity</h1>
        <Link to="/work">See our work</Link>
      </>
    ),
  },
  {
    path: '/work',
    Component: () => (
      <>
        <title>Mediavelocity Work</title>
        <h1>Work</h1>
      </>
    ),
  },
  { path: '/gallery', Component: SlowPage },
  {
    path: '/tracker',
    handle: hideNav,
    Component: () => (
      <>
        <title>Mediavelocity Screen Tracker</title>
        <h1 className="visually-hidden">Screen Tracker</h1>
      </>
    ),
  },
  { path: '/no-heading', Component: () => <p>Nothing to see</p> },
];

function renderFrame(path: string) {
  return renderSite(fakeRemote(pages).registry, path);
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
    await renderFrame('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is there on a page that hides the nav', async () => {
    const user = userEvent.setup();
    await renderFrame('/tracker');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});

describe('after a client-side navigation', () => {
  it('leaves focus and the live region alone on the first load', async () => {
    await renderFrame('/work');
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it("moves focus to the new page's heading and announces its title", async () => {
    const user = userEvent.setup();
    await renderFrame('/');
    // The next page's chunk loads inside act, where React retries what suspended on it.
    await act(async () => {
      await user.click(screen.getByRole('link', { name: 'See our work' }));
    });
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
    const site = await renderFrame('/work');
    await site.navigate('/gallery');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gallery' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('lands on the heading of a page that hides the nav', async () => {
    const site = await renderFrame('/work');
    await site.navigate('/tracker');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Screen Tracker' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Mediavelocity Screen Tracker');
  });

  it('keeps the scroll position the browser restores on back and forward', async () => {
    // The browser's own history: going back fires popstate, as it does for a visitor.
    const site = await renderFrame('/');
    await site.navigate('/work');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Work' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockClear();
    window.history.back(); // popstate comes in a later task, outside act: hence waitFor below
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Mediavelocity Creative'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not move focus when only the query changes', async () => {
    const site = await renderFrame('/work');
    await site.navigate('/work?view=list');
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('settles on main when a page shows no heading in time', async () => {
    jest.useFakeTimers();
    const site = await renderFrame('/work');
    await site.navigate('/no-heading');
    expect(document.body).toHaveFocus();
    act(() => jest.advanceTimersByTime(HEADING_TIMEOUT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
