import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';
import { setSessionHint } from '../session-hint';

describe('setSessionHint', () => {
  const heard: boolean[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<{ signedIn: boolean }>).detail.signedIn);

  beforeEach(() => {
    heard.length = 0;
    localStorage.clear();
    window.addEventListener(ACCOUNT_SESSION_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(ACCOUNT_SESSION_EVENT, listener));

  it('keeps the hint while signed in and announces each change once', () => {
    setSessionHint(true);
    expect(localStorage.getItem(ACCOUNT_SESSION_HINT_KEY)).toBe('1');
    setSessionHint(true);
    setSessionHint(false);
    expect(localStorage.getItem(ACCOUNT_SESSION_HINT_KEY)).toBeNull();
    setSessionHint(false);
    expect(heard).toEqual([true, false]);
  });

  it('still announces when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setSessionHint(true);
    expect(heard).toEqual([true]);
    jest.restoreAllMocks();
  });
});
