import { GIVE_UP_MS } from '@mediavelocity/contract';
import { APP_READY_ATTRIBUTE } from '../../prerendered';
import { afterFirstLoad, whenIdleAfterLoad } from '../idle';

/** jsdom's document is already loaded; these tests play one that is still loading. */
function loading(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenIdleAfterLoad', () => {
  it('runs the task once the page has loaded, and only once', () => {
    loading();
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(GIVE_UP_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait more than GIVE_UP_MS for a load that never completes (an image on a host that hangs)', () => {
    loading();
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(GIVE_UP_MS);
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstLoad', () => {
  afterEach(() => document.documentElement.removeAttribute(APP_READY_ATTRIBUTE));

  it('waits for the app to show its first page, then for the page to load', async () => {
    loading();
    const task = jest.fn();
    afterFirstLoad(task);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(GIVE_UP_MS * 2);
    expect(task).not.toHaveBeenCalled();
    Reflect.deleteProperty(document, 'readyState');
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    // The attribute's change reaches the MutationObserver in a microtask.
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment when the first page is shown already', () => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    const task = jest.fn();
    afterFirstLoad(task);
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
