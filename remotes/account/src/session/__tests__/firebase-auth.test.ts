import { ACCOUNT_SESSION_HINT_KEY, PROVIDER_GIVE_UP_MS } from '@mediavelocity/contract';
import type { AuthService, SessionUser } from '../auth-service';

/** How often the SDK module was loaded, and the user its (fake) provider reports. */
const mockSdk = { loads: 0, user: null as SessionUser | null, silent: false };

jest.mock('../firebase-sdk', () => {
  mockSdk.loads += 1;
  return {
    sdkAuth: {
      signIn: jest.fn(async () => undefined),
      sendPasswordReset: jest.fn(async () => undefined),
      signOut: jest.fn(async () => undefined),
      watch: (listener: (user: SessionUser | null) => void) => {
        // `silent`: a service that has not answered (the SDK waits for it before its first word).
        if (!mockSdk.silent) queueMicrotask(() => listener(mockSdk.user));
        return () => undefined;
      },
    },
  };
});

/**
 * Runs `test` with a fresh copy of firebase-auth.ts (its SDK promise is module state) and of the SDK's module, neither
 * loaded yet: the SDK's module factory runs (and counts) only if the test makes firebase-auth.ts load it.
 */
function withFreshAuth(test: (auth: AuthService) => Promise<void>): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    const { firebaseAuth } = await import('../firebase-auth');
    await test(firebaseAuth);
  });
}

/** Lets the dynamic import and the listeners' microtasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  localStorage.clear();
  mockSdk.loads = 0;
  mockSdk.user = null;
  mockSdk.silent = false;
});

describe('firebaseAuth: the SDK only where it is needed', () => {
  it('reports a visitor without the session hint signed out, without loading the SDK', () =>
    withFreshAuth(async (auth) => {
      const heard: (SessionUser | null)[] = [];
      auth.watch((user) => heard.push(user), jest.fn());
      await settle();
      expect(heard).toEqual([null]);
      expect(mockSdk.loads).toBe(0);
    }));

  it('loads the SDK at once where the hint says a client is signed in, and reports who', () =>
    withFreshAuth(async (auth) => {
      localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
      mockSdk.user = { email: 'client@example.test', emailVerified: true };
      const heard: (SessionUser | null)[] = [];
      auth.watch((user) => heard.push(user), jest.fn());
      await settle();
      expect(mockSdk.loads).toBe(1);
      expect(heard).toEqual([{ email: 'client@example.test', emailVerified: true }]);
    }));

  it('starts loading when a visitor turns to the form, and then reports the session the SDK knows', () =>
    withFreshAuth(async (auth) => {
      mockSdk.user = { email: 'client@example.test', emailVerified: true };
      const heard: (SessionUser | null)[] = [];
      auth.watch((user) => heard.push(user), jest.fn());
      await settle();
      expect(mockSdk.loads).toBe(0);
      auth.prepare();
      await settle();
      expect(mockSdk.loads).toBe(1);
      expect(heard).toEqual([null, { email: 'client@example.test', emailVerified: true }]);
    }));

  it('loads the SDK for a sign-in at the latest', () =>
    withFreshAuth(async (auth) => {
      await auth.signIn('client@example.test', 'secret');
      expect(mockSdk.loads).toBe(1);
      const { sdkAuth } = await import('../firebase-sdk');
      expect(sdkAuth.signIn).toHaveBeenCalledWith('client@example.test', 'secret');
    }));

  it('tells a listener that stopped listening nothing', () =>
    withFreshAuth(async (auth) => {
      const listener = jest.fn();
      const stop = auth.watch(listener, jest.fn());
      stop();
      await settle();
      expect(listener).not.toHaveBeenCalled();
    }));
});

describe('firebaseAuth: a service that does not answer', () => {
  afterEach(() => jest.useRealTimers());

  it('gives a sign-in up after PROVIDER_GIVE_UP_MS', () =>
    withFreshAuth(async (auth) => {
      const { sdkAuth } = await import('../firebase-sdk');
      jest.mocked(sdkAuth.signIn).mockImplementation(() => new Promise(() => undefined));
      jest.useFakeTimers();
      const outcome = jest.fn();
      auth.signIn('client@example.test', 'secret').catch(outcome);
      await jest.advanceTimersByTimeAsync(PROVIDER_GIVE_UP_MS - 1);
      expect(outcome).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ name: 'TimeoutError' }));
    }));

  it('reports a session it has no word on within PROVIDER_GIVE_UP_MS as an error', () =>
    withFreshAuth(async (auth) => {
      localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
      mockSdk.silent = true;
      jest.useFakeTimers();
      const onError = jest.fn();
      const listener = jest.fn();
      auth.watch(listener, onError);
      await jest.advanceTimersByTimeAsync(PROVIDER_GIVE_UP_MS - 1);
      expect(onError).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'TimeoutError' }));
      expect(listener).not.toHaveBeenCalled();
    }));

  it('says nothing of a timeout once the session is known, or once the listener has stopped', () =>
    withFreshAuth(async (auth) => {
      jest.useFakeTimers();
      const onError = jest.fn();
      auth.watch(jest.fn(), onError);
      localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
      mockSdk.silent = true;
      const stop = auth.watch(jest.fn(), onError);
      stop();
      await jest.advanceTimersByTimeAsync(PROVIDER_GIVE_UP_MS * 2);
      expect(onError).not.toHaveBeenCalled();
    }));
});
