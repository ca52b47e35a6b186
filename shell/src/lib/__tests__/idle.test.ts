import { APP_READY_ATTRIBUTE, GIVE_UP_MS } from '@mediavelocity/contract';
import { waitFor } from '@testing-library/react';
import { markFirstPageShown } from '../../prerender/prerendered-page';
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
  it('waits for the app to show its first page, then for the page to load and the browser to be idle', async () => {
    jest.useRealTimers();
    const task = jest.fn();
    afterFirstLoad(task);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();
    markFirstPageShown();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE);
  });
});
