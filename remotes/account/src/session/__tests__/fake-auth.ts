import { act } from '@testing-library/react';
import type { AuthService, SessionUser } from '../auth-service';
import type { PasswordRequirements } from '../sign-in-errors';

/** A signed-in client as the provider reports one (verified unless said otherwise). */
export const client = (email = 'client@example.com', emailVerified = true): SessionUser => ({ email, emailVerified });

/** An AuthService for tests: every call is a jest mock, and `emit` plays the provider announcing a session. */
export function fakeAuth(initial: SessionUser | null = null, overrides: Partial<AuthService> = {}) {
  const listeners = new Set<(user: SessionUser | null) => void>();
  const emit = (user: SessionUser | null) => act(() => listeners.forEach((listener) => listener(user)));
  const auth = {
    signIn: jest.fn<Promise<void>, [string, string]>(async () => undefined),
    createAccount: jest.fn<Promise<boolean>, [string, string]>(async () => true),
    sendVerificationEmail: jest.fn<Promise<void>, []>(async () => undefined),
    refreshVerification: jest.fn<Promise<boolean>, []>(async () => false),
    passwordRequirements: jest.fn<Promise<PasswordRequirements>, []>(async () => ({ minPasswordLength: 6 })),
    sendPasswordReset: jest.fn<Promise<void>, [string]>(async () => undefined),
    signOut: jest.fn<Promise<void>, []>(async () => emit(null)),
    watch: jest.fn<() => void, Parameters<AuthService['watch']>>((listener) => {
      listeners.add(listener);
      queueMicrotask(() => listener(initial));
      return () => listeners.delete(listener);
    }),
    prepare: jest.fn<undefined, []>(),
    usesEmulator: jest.fn<Promise<boolean>, []>(async () => false),
    knownToUseEmulator: jest.fn<boolean | undefined, []>(() => undefined),
    ...overrides,
  } satisfies AuthService;
  return { auth, emit };
}

/** A provider error as the SDK throws it: an Error with a `code`. */
export function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
