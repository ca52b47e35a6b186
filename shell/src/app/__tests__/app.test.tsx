import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { GIVE_UP_MS, SLOW_NOTICE_MS } from '@mediavelocity/contract';
import { deferred } from '@mediavelocity/testing/deferred';
import { App } from '../app';
import { pageLoaded, pageReady } from '../page-loaded';
import { fakeRemote, renderSite } from './site-harness';

function Work() {
  return <h1>Our work</h1>;
}

function Broken(): never {
  throw new Error('a page that crashes');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('renders the page of the remote that owns the path, inside the frame', async () => {
    await renderSite(fakeRemote([{ path: '/work', Component: Work }]).registry, '/work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for a path no remote owns', async () => {
    await renderSite(fakeRemote([{ path: '/work', Component: Work }]).registry, '/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry. That page does not exist.')).toBeInTheDocument();
  });

  it('shows a remote that fails as temporarily unavailable, and Retry recovers it', async () => {
    const remote = fakeRemote([{ path: '/work', Component: Work }], false);
    await renderSite(remote.registry, '/work');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry. That page does not exist.')).not.toBeInTheDocument();

    remote.up = true;
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
  });

  it('keeps a page that crashes inside its remote: the panel shows, and other pages still work', async () => {
    const remote = fakeRemote([
      { path: '/work', Component: Work },
      { path: '/broken', Component: Broken },
    ]);
    const site = await renderSite(remote.registry, '/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is temporarily unavailable' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await site.navigate('/work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
  });

  it('keeps the current page, with a progress bar, until the next one has loaded', async () => {
    const chunk = deferred();
    function Slow() {
      return <h1>Slow page</h1>;
    }
    const remote = fakeRemote([
      { path: '/work', Component: Work },
      { path: '/slow', Component: Slow, arrives: chunk.promise },
    ]);

    const site = await renderSite(remote.registry, '/work');
    await screen.findByRole('heading', { level: 1, name: 'Our work' });
    void site.navigate('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();

    await act(async () => chunk.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the progress bar without rendering the page shown again', async () => {
    const chunk = deferred();
    const rendered = jest.fn();
    function Counted() {
      rendered();
      return <h1>Our work</h1>;
    }
    const remote = fakeRemote([
      { path: '/work', Component: Counted },
      { path: '/slow', Component: () => <h1>Slow page</h1>, arrives: chunk.promise },
    ]);
    const site = await renderSite(remote.registry, '/work');
    await screen.findByRole('heading', { level: 1, name: 'Our work' });
    const shown = rendered.mock.calls.length;
    void site.navigate('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(shown);
    await act(async () => chunk.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeInTheDocument();
  });

  it('shows a page loaded ahead at once, with no progress bar even for a moment, and one not loaded with it', async () => {
    const chunk = deferred();
    const remote = fakeRemote([
      { path: '/work', Component: Work },
      { path: '/about', Component: () => <h1>About</h1> },
      { path: '/slow', Component: () => <h1>Slow page</h1>, arrives: chunk.promise },
    ]);
    const site = await renderSite(remote.registry, '/work');
    await screen.findByRole('heading', { level: 1, name: 'Our work' });
    await act(() => pageLoaded(remote.registry, '/about'));
    expect(pageReady(remote.registry, '/about')).toBe(true);
    expect(pageReady(remote.registry, '/slow')).toBe(false);
    const bars: Node[] = [];
    const watch = new MutationObserver((records) => {
      for (const { addedNodes } of records)
        bars.push(...[...addedNodes].filter((node) => node instanceof Element && node.matches('[role=progressbar]')));
    });
    watch.observe(document.body, { subtree: true, childList: true });
    await site.navigate('/about');
    watch.disconnect();
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(bars).toEqual([]);

    void site.navigate('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    await act(async () => chunk.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeInTheDocument();
  });

  it('shows a new query on the page shown at once, with no progress bar even for a moment, and no new check of the remote', async () => {
    function Filtered() {
      return <h1>Our work{useLocation().search}</h1>;
    }
    const remote = fakeRemote([
      { path: '/work', Component: Filtered },
      { path: '/about', Component: () => <h1>About</h1> },
    ]);
    const site = await renderSite(remote.registry, '/work');
    await screen.findByRole('heading', { level: 1, name: 'Our work' });
    const bars: Node[] = [];
    const watch = new MutationObserver((records) => {
      for (const { addedNodes } of records)
        bars.push(...[...addedNodes].filter((node) => node instanceof Element && node.matches('[role=progressbar]')));
    });
    watch.observe(document.body, { subtree: true, childList: true });
    const reads = remote.manifestReads;
    await site.navigate('/work?discipline=video');
    watch.disconnect();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our work?discipline=video');
    expect(bars).toEqual([]);
    // The same page with another query: no reason to ask whether a new version of its remote is live.
    expect(remote.manifestReads).toBe(reads);
    await site.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(remote.manifestReads).toBe(reads + 1);
  });

  it('says a remote that does not answer is slow, gives it up for the panel, and Retry loads it once it answers', async () => {
    jest.useFakeTimers();
    try {
      const remote = fakeRemote([{ path: '/work', Component: Work }]);
      const entry = deferred();
      remote.entryArrives = entry.promise;
      await renderSite(remote.registry, '/work');
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(SLOW_NOTICE_MS));
      expect(screen.getByText('This is taking longer than usual. Still trying…')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(GIVE_UP_MS - SLOW_NOTICE_MS));
      expect(screen.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
      expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();

      // The answer comes after the panel: nothing changes until the visitor asks again.
      await act(async () => entry.resolve());
      expect(screen.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
      await act(async () => {
        screen.getByRole('button', { name: 'Retry' }).click();
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Our work' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a first page in a transition, as the takeover does, when what it waited on arrives before React resumes', async () => {
    // Outside act, React resumes a transition it suspended by replaying the waiting component: its hooks must be those
    // of the attempt before (in production a missing one throws, and the page shows its remote as unavailable).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      window.history.replaceState(null, '', '/work');
      const { registry } = fakeRemote([{ path: '/work', Component: Work }]);
      startTransition(() => root.render(<App registry={registry} />));
      await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Our work'), { timeout: 2000 });
      expect(console.error).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });
});
