/** The boot script a prerendered page runs: it adds the app's entry once the page has painted. */

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

let paint: PaintCallback | undefined;

class FakePaintObserver {
  constructor(callback: PaintCallback) {
    paint = callback;
  }
  observe() {}
  disconnect() {}
}

const painted = (name = 'first-contentful-paint') =>
  paint?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: () => undefined });

const appScripts = () => Array.from(document.head.querySelectorAll('script[src$="/main.1234abcd.js"]'));

async function boot(): Promise<void> {
  const tag = document.createElement('script');
  tag.dataset.app = '/main.1234abcd.js';
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  await jest.isolateModulesAsync(async () => {
    // A script, not a module (it exports nothing): imported for its effect, by a path TypeScript does not resolve.
    const script: string = '../boot-script';
    await import(script);
  });
}

beforeEach(() => {
  paint = undefined;
  Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.head.replaceChildren();
});

it('adds the app once the page has painted, once', async () => {
  await boot();
  painted('first-paint');
  expect(appScripts()).toHaveLength(0);
  painted();
  jest.advanceTimersByTime(3000);
  expect(appScripts()).toHaveLength(1);
});

it('adds the app after 3 s if the page never reports a paint (a tab in the background)', async () => {
  await boot();
  jest.advanceTimersByTime(2999);
  expect(appScripts()).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(appScripts()).toHaveLength(1);
});
