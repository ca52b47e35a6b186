import { createAnalytics } from '../analytics';
import { GTAG_URL } from '../gtag';

// The web-vitals chunk, which these tests load along with gtag.js, reads performance entries jsdom does not have
// (web-vitals-loading.test.ts tests its loading).
jest.mock('../web-vitals', () => ({ reportWebVitals: jest.fn() }));

const gtagScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_URL));

/** The commands queued for gtag.js, as plain arrays. */
const queued = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('analytics', () => {
  it('with no measurement id, loads nothing, not even its own code, and defines no gtag', async () => {
    const loadGtag = jest.fn(() => import('../gtag'));
    const analytics = createAnalytics(loadGtag);
    analytics.pageView({ path: '/', title: 'Home' });
    analytics.configure('');
    analytics.pageView({ path: '/work', title: 'Work' });
    await jest.runAllTimersAsync();
    expect(loadGtag).not.toHaveBeenCalled();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('queues page views until gtag is set up, then sends every route change', async () => {
    const analytics = createAnalytics();
    analytics.pageView({ path: '/', title: 'Home' });
    analytics.configure('G-TEST1234');
    analytics.pageView({ path: '/work?x=1', title: 'Work' });
    await jest.runAllTimersAsync();
    analytics.pageView({ path: '/about', title: 'About' });

    const commands = queued();
    expect(commands[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    const views = commands.filter((command) => command[0] === 'event');
    expect(views.map((command) => [command[1], (command[2] as { page_path: string }).page_path])).toEqual([
      ['page_view', '/'],
      ['page_view', '/work?x=1'],
      ['page_view', '/about'],
    ]);
  });

  it('sets up gtag and adds its script only when the browser is idle after the page has loaded', async () => {
    const loadGtag = jest.fn(() => import('../gtag'));
    const analytics = createAnalytics(loadGtag);
    analytics.configure('G-TEST1234');
    // jsdom's document has finished loading; the code and the script wait for the idle callback.
    expect(loadGtag).not.toHaveBeenCalled();
    expect(gtagScripts()).toHaveLength(0);
    await jest.runAllTimersAsync();
    expect(loadGtag).toHaveBeenCalledTimes(1);
    expect(gtagScripts().map((script) => script.src)).toEqual([`${GTAG_URL}?id=G-TEST1234`]);
    expect(gtagScripts()[0]?.async).toBe(true);
  });

  it('says so, once, when its own code cannot load; the site goes on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createAnalytics(() => Promise.reject(new Error('ChunkLoadError')));
    analytics.configure('G-TEST1234');
    await jest.runAllTimersAsync();
    expect(() => analytics.pageView({ path: '/', title: 'Home' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Analytics could not load/);
    warn.mockRestore();
  });
});
