import { createAnalytics, GTAG_URL } from '../analytics';

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
});

describe('analytics', () => {
  it('with no measurement id, loads nothing and defines no gtag', () => {
    const analytics = createAnalytics();
    analytics.pageView({ path: '/', title: 'Home' });
    analytics.configure('');
    analytics.pageView({ path: '/work', title: 'Work' });
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('queues page views sent before the id is known, then sends every route change', () => {
    const analytics = createAnalytics();
    analytics.pageView({ path: '/', title: 'Home' });
    analytics.configure('G-TEST1234');
    analytics.pageView({ path: '/work?x=1', title: 'Work' });

    const commands = queued();
    expect(commands[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    const views = commands.filter((command) => command[0] === 'event');
    expect(views.map((command) => [command[1], (command[2] as { page_path: string }).page_path])).toEqual([
      ['page_view', '/'],
      ['page_view', '/work?x=1'],
    ]);
  });

  it('adds the gtag script only when the browser is idle after the page has loaded', () => {
    jest.useFakeTimers();
    const analytics = createAnalytics();
    analytics.configure('G-TEST1234');
    // jsdom's document has finished loading; the script waits for the idle callback.
    expect(gtagScripts()).toHaveLength(0);
    jest.runAllTimers();
    expect(gtagScripts().map((script) => script.src)).toEqual([`${GTAG_URL}?id=G-TEST1234`]);
    expect(gtagScripts()[0]?.async).toBe(true);
    jest.useRealTimers();
  });
});
