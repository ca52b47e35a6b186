import { fireEvent } from '@testing-library/react';
import { internalPath, SIGHT_AT_ONCE, sparingData, startPrefetching, type Prefetch } from '../link-prefetcher';

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
  disconnect() {
    this.watched.clear();
  }
  show(...targets: Element[]) {
    this.callback(
      targets.filter((target) => this.watched.has(target)).map((target) => ({ target, isIntersecting: true })),
    );
  }
}

const stops: (() => void)[] = [];

function setup({ sparing = false } = {}) {
  const pending: (() => void)[] = [];
  const finish: (() => void)[] = [];
  const prefetch = jest.fn<Promise<void>, Parameters<Prefetch>>(
    () => new Promise<void>((resolve) => finish.push(resolve)),
  );
  stops.push(startPrefetching(prefetch, { idle: (task) => pending.push(task), sparing: () => sparing }));
  const runIdle = () => pending.splice(0).forEach((task) => task());
  const settle = async () => {
    finish.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { prefetch, runIdle, settle };
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const asked = (prefetch: jest.Mock) => prefetch.mock.calls.map(([path]: unknown[]) => path);
/** Lets the MutationObserver's callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  FakeObserver.current = undefined;
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
  delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
});

it('fetches at once when the pointer, the focus or a finger is on a link, a path once, whatever its query', () => {
  const work = link('/work?discipline=video');
  const about = link('/about');
  const { prefetch } = setup();
  fireEvent.pointerOver(work);
  fireEvent.focusIn(link('/work#top'));
  fireEvent.touchStart(about);
  expect(prefetch.mock.calls).toEqual([
    ['/work', 'intent'],
    ['/about', 'intent'],
  ]);
});

it('fetches the links in view when the browser is idle, a few at a time, and links added later too', async () => {
  const links = ['/work', '/about', '/contact'].map((href) => link(href));
  const { prefetch, runIdle, settle } = setup();
  const later = link('/login');
  await flush();
  FakeObserver.current?.show(...links, later);
  expect(prefetch).not.toHaveBeenCalled();
  runIdle();
  expect(asked(prefetch)).toEqual(['/work', '/about', '/contact'].slice(0, SIGHT_AT_ONCE));
  expect(prefetch).toHaveBeenCalledWith('/work', 'sight');
  runIdle();
  expect(prefetch).toHaveBeenCalledTimes(SIGHT_AT_ONCE);
  await settle();
  runIdle();
  await settle();
  runIdle();
  expect(asked(prefetch)).toEqual(['/work', '/about', '/contact', '/login']);
});

it('leaves out links elsewhere, to a new tab or to a download; stops watching links that go', async () => {
  const outside = link('https://example.com/work');
  const tab = link('/about', { target: '_blank' });
  const file = link('/cv.pdf', { download: '' });
  const { prefetch, runIdle } = setup();
  fireEvent.pointerOver(outside);
  fireEvent.pointerOver(tab);
  FakeObserver.current?.show(outside, tab, file);
  runIdle();
  expect(prefetch).not.toHaveBeenCalled();
  expect(internalPath(link('/work'))).toBe('/work');
  file.remove();
  await flush();
  expect(FakeObserver.current?.watched.has(file)).toBe(false);
});

it('on intent, fetches at once a link in view that waits its turn, and not again when its turn comes', () => {
  const links = ['/work', '/about', '/contact'].map((href) => link(href));
  const { prefetch, runIdle } = setup();
  FakeObserver.current?.show(...links);
  fireEvent.pointerOver(links[2] as HTMLAnchorElement);
  expect(prefetch.mock.calls).toEqual([['/contact', 'intent']]);
  runIdle();
  runIdle();
  expect(asked(prefetch)).toEqual(['/contact', '/work', '/about']);
});

it('on intent after sight, asks again, as intent (to load the remote), once', () => {
  const work = link('/work');
  const { prefetch, runIdle } = setup();
  FakeObserver.current?.show(work);
  runIdle();
  fireEvent.pointerOver(work);
  fireEvent.focusIn(work);
  expect(prefetch.mock.calls).toEqual([
    ['/work', 'sight'],
    ['/work', 'intent'],
  ]);
});

it('on a press of a link (the main button down, a click), loads its page each time, not for another tab or window', () => {
  const work = link('/work');
  const { prefetch } = setup();
  // jsdom has no PointerEvent: a pointerdown is a MouseEvent here, as the listener reads it.
  const pointerDown = (button: number) => work.dispatchEvent(new MouseEvent('pointerdown', { button, bubbles: true }));
  pointerDown(0);
  fireEvent.click(work);
  fireEvent.click(work, { ctrlKey: true });
  fireEvent.click(work, { metaKey: true });
  fireEvent.click(work, { shiftKey: true });
  pointerDown(1);
  pointerDown(2);
  fireEvent.click(link('https://example.com/work'));
  expect(prefetch.mock.calls).toEqual([
    ['/work', 'press'],
    ['/work', 'press'],
  ]);
});

it('with Save-Data or on 2G, fetches on intent only', () => {
  const work = link('/work');
  const { prefetch } = setup({ sparing: true });
  expect(FakeObserver.current).toBeUndefined();
  fireEvent.pointerOver(work);
  expect(asked(prefetch)).toEqual(['/work']);
});

it('stops listening when stopped', () => {
  const work = link('/work');
  const { prefetch } = setup();
  stops.splice(0).forEach((stop) => stop());
  fireEvent.pointerOver(work);
  expect(prefetch).not.toHaveBeenCalled();
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
