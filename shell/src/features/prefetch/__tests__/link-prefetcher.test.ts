import { linkPrefetcher, SIGHT_AT_ONCE, sparingData } from '../link-prefetcher';

/** An IntersectionObserver the test drives: `show(link)` brings a watched link into view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  show(...targets: Element[]) {
    this.callback(
      targets.filter((target) => this.watched.has(target)).map((target) => ({ target, isIntersecting: true })),
    );
  }
}

function setup({ sparing = false } = {}) {
  const pending: (() => void)[] = [];
  const finish: (() => void)[] = [];
  const prefetch = jest.fn(() => new Promise<void>((resolve) => finish.push(resolve)));
  let loaded: (() => void) | undefined;
  const prefetcher = linkPrefetcher(prefetch, {
    afterLoad: (task) => (loaded = task),
    idle: (task) => pending.push(task),
    sparing: () => sparing,
  });
  const link = (to: string) => {
    const element = document.createElement('a');
    prefetcher.watch(element, to);
    return element;
  };
  const runIdle = () => pending.splice(0).forEach((task) => task());
  const settle = async () => {
    finish.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { prefetcher, prefetch, link, runIdle, settle, load: () => loaded?.() };
}

const asked = (prefetch: jest.Mock) => prefetch.mock.calls.map(([path]: unknown[]) => path);

it('on intent after sight, loads what sight only fetched', () => {
  const { prefetcher, prefetch, link, runIdle, load } = setup();
  const work = link('/work');
  load();
  FakeObserver.current?.show(work);
  runIdle();
  prefetcher.intent('/work');
  prefetcher.intent('/work');
  expect(prefetch.mock.calls).toEqual([
    ['/work', { intent: false }],
    ['/work', { intent: true }],
  ]);
});

beforeEach(() => {
  FakeObserver.current = undefined;
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
});

it('fetches at once on intent, a path once, whatever its query or hash', () => {
  const { prefetcher, prefetch } = setup();
  prefetcher.intent('/work?discipline=video');
  prefetcher.intent('/work#top');
  prefetcher.intent('/about');
  expect(asked(prefetch)).toEqual(['/work', '/about']);
  expect(prefetch).toHaveBeenCalledWith('/about', { intent: true });
});

it('watches nothing until the first load is over, then fetches the links in view when idle, a few at a time', async () => {
  const { prefetch, link, runIdle, settle, load } = setup();
  const links = ['/work', '/about', '/contact', '/login'].map(link);
  const hidden = link('/pay');
  expect(FakeObserver.current).toBeUndefined();
  load();
  FakeObserver.current?.show(...links);
  expect(prefetch).not.toHaveBeenCalled();
  runIdle();
  expect(asked(prefetch)).toEqual(['/work', '/about'].slice(0, SIGHT_AT_ONCE));
  expect(prefetch).toHaveBeenCalledWith('/work', { intent: false });
  runIdle();
  expect(prefetch).toHaveBeenCalledTimes(SIGHT_AT_ONCE);
  await settle();
  runIdle();
  expect(asked(prefetch)).toEqual(['/work', '/about', '/contact', '/login']);
  expect(asked(prefetch)).not.toContain('/pay');
  expect(FakeObserver.current?.watched.has(hidden)).toBe(true);
});

it('does not fetch on sight what intent has asked for already', async () => {
  const { prefetcher, prefetch, link, runIdle, load } = setup();
  const work = link('/work');
  prefetcher.intent('/work');
  load();
  FakeObserver.current?.show(work);
  runIdle();
  expect(asked(prefetch)).toEqual(['/work']);
});

it('stops watching a link that leaves the document', () => {
  const { prefetcher, load } = setup();
  load();
  const work = document.createElement('a');
  const stop = prefetcher.watch(work, '/work');
  expect(FakeObserver.current?.watched.has(work)).toBe(true);
  stop();
  expect(FakeObserver.current?.watched.has(work)).toBe(false);
});

it('with Save-Data or on 2G, fetches on intent only', () => {
  const { prefetcher, prefetch, link, load } = setup({ sparing: true });
  link('/work');
  load();
  expect(FakeObserver.current).toBeUndefined();
  prefetcher.intent('/about');
  expect(asked(prefetch)).toEqual(['/about']);
});

it.each([
  [{ saveData: true, effectiveType: '4g' }, true],
  [{ effectiveType: '2g' }, true],
  [{ effectiveType: 'slow-2g' }, true],
  [{ effectiveType: '3g' }, false],
  [{ saveData: false, effectiveType: '4g' }, false],
  [undefined, false],
])('sparingData(%j) is %s', (connection, expected) => {
  expect(sparingData(connection)).toBe(expected);
});
