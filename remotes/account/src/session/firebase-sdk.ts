/**
 * The one module that talks to Firebase Auth (modular SDK; no hand-written calls to the identity service). Only
 * firebase-auth.ts imports it, on demand (a chunk of its own): the SDK is downloaded when a client may be signed in or
 * is about to sign in, and by nobody else.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
  type Auth,
} from 'firebase/auth';
import { loadAccountConfig } from '../config/account-config';
import type { AuthService } from './auth-service';
import { errorCode, PasswordPolicyError } from './sign-in-errors';
import { setSessionHint } from './session-hint';

let pending: Promise<Auth> | undefined;

function auth(): Promise<Auth> {
  pending ??= loadAccountConfig().then((config) => {
    const app = initializeApp(config.firebase);
    // No popup/redirect resolver: email and password only, which keeps the SDK small and loads no Google iframe.
    const instance = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    instance.useDeviceLanguage();
    if (config.authEmulatorUrl) {
      // The SDK's own warning is a fixed banner over the page's footer; the sign-in card says it instead.
      connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
    }
    onAuthStateChanged(instance, (user) => setSessionHint(user !== null));
    return instance;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** What the SDK does for the account pages (see `AuthService`, whose methods these are). */
export const sdkAuth: Pick<AuthService, 'signIn' | 'sendPasswordReset' | 'signOut' | 'watch'> = {
  async signIn(email, password) {
    const instance = await auth();
    try {
      await signInWithEmailAndPassword(instance, email, password);
    } catch (error) {
      if (errorCode(error) !== 'auth/password-does-not-meet-requirements') throw error;
      // The SDK has just refreshed the project's password policy; say what it requires.
      const status = await validatePassword(instance, password).catch(() => undefined);
      if (!status) throw error;
      throw new PasswordPolicyError(status.passwordPolicy.customStrengthOptions, { cause: error });
    }
  },

  async sendPasswordReset(email) {
    await sendPasswordResetEmail(await auth(), email);
  },

  async signOut() {
    await signOut(await auth());
  },

  watch(listener, onError) {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    auth().then((instance) => {
      if (stopped) return;
      unsubscribe = onAuthStateChanged(
        instance,
        (user) => listener(user ? { email: user.email ?? user.displayName ?? 'your account' } : null),
        onError,
      );
    }, onError);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  },
};
