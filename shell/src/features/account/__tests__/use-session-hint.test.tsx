import { act, render, screen } from '@testing-library/react';
import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';
import { markFirstPageShown } from '../../../prerender/prerendered-page';
import { useSessionHint } from '../use-session-hint';

function Hint() {
  return <p>{useSessionHint() ? 'signed in' : 'signed out'}</p>;
}

let reads: jest.SpyInstance;
let listens: jest.SpyInstance;

/** Lets the timers and the promises between them run: the first-load wait is a promise, then an idle moment. */
async function settle() {
  for (let step = 0; step < 3; step += 1) await act(async () => jest.advanceTimersByTime(50));
}

beforeEach(() => {
  jest.useFakeTimers();
  reads = jest.spyOn(Storage.prototype, 'getItem');
  listens = jest.spyOn(window, 'addEventListener');
  localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
});
afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useSessionHint', () => {
  // First: the app shows its first page once per document, and these are tests of one document.
  it('touches no storage until the first load is over: the first page shown, the page loaded, the browser idle', async () => {
    const storageListeners = () => listens.mock.calls.filter(([type]) => type === 'storage').length;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    render(<Hint />);
    await settle();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    Reflect.deleteProperty(document, 'readyState');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(reads).not.toHaveBeenCalled();
    // Listening for `storage` opens the page's storage as a read does.
    expect(storageListeners()).toBe(0);

    markFirstPageShown();
    await settle();
    expect(reads).toHaveBeenCalledWith(ACCOUNT_SESSION_HINT_KEY);
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(storageListeners()).toBe(1);
  });

  it('reads it once for every component that shows it, and follows what the account remote announces', async () => {
    render(
      <>
        <Hint />
        <Hint />
      </>,
    );
    await settle();
    expect(screen.getAllByText('signed in')).toHaveLength(2);
    expect(reads).toHaveBeenCalledTimes(1);

    act(() => {
      localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
      window.dispatchEvent(new CustomEvent(ACCOUNT_SESSION_EVENT));
    });
    expect(screen.getAllByText('signed out')).toHaveLength(2);
  });

  it("follows the site's other tabs, and stops listening once nothing shows the hint", async () => {
    const view = render(<Hint />);
    await settle();
    expect(screen.getByText('signed in')).toBeInTheDocument();

    // Another tab signs out: its change arrives as a `storage` event.
    act(() => {
      localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_SESSION_HINT_KEY }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();

    const removed = jest.spyOn(window, 'removeEventListener');
    view.unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['storage', ACCOUNT_SESSION_EVENT]),
    );
  });

  it('reads it again for a page shown anew, not as an earlier one left it', async () => {
    const first = render(<Hint />);
    await settle();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    first.unmount();

    localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
    render(<Hint />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
