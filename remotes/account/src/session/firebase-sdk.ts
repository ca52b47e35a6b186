/**
 * The one module that talks to Firebase Auth (modular SDK; no hand-written calls to the identity service). Only
 * firebase-auth.ts imports it, on demand (a chunk of its own): the SDK is downloaded when a client may be signed in or
 * is about to sign in, and by nobody else.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { loadAccountConfig } from '../config/account-config';
import type { AuthService } from './auth-service';
import { DEFAULT_PASSWORD_REQUIREMENTS, errorCode, PasswordPolicyError } from './sign-in-errors';
import { setSessionHint } from './session-hint';

let pending: Promise<Auth> | undefined;

/** The Auth instance of the site's Firebase app (the invoices call takes the signed-in client's token from it). */
export function auth(): Promise<Auth> {
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

/** The project's password policy, in the words the SDK gives it; a refused password reports what it lacks. */
async function withPolicyError<T>(instance: Auth, password: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (errorCode(error) !== 'auth/password-does-not-meet-requirements') throw error;
    // The SDK has just refreshed the project's password policy; say what it requires.
    const status = await validatePassword(instance, password).catch(() => undefined);
    if (!status) throw error;
    throw new PasswordPolicyError(status.passwordPolicy.customStrengthOptions, { cause: error });
  }
}

function signedInUser(instance: Auth): User {
  const user = instance.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
  return user;
}

/** What the SDK does for the account pages (see `AuthService`, whose methods these are). */
export const sdkAuth: Omit<AuthService, 'prepare' | 'usesEmulator' | 'knownToUseEmulator'> = {
  async signIn(email, password) {
    const instance = await auth();
    await withPolicyError(instance, password, () => signInWithEmailAndPassword(instance, email, password));
  },

  async createAccount(email, password) {
    const instance = await auth();
    const { user } = await withPolicyError(instance, password, () =>
      createUserWithEmailAndPassword(instance, email, password),
    );
    // The account exists either way; a verification email that did not go out is sent again from the client area.
    return sendEmailVerification(user).then(
      () => true,
      (error: unknown) => {
        console.warn('[mediavelocity] The verification email was not sent.', error);
        return false;
      },
    );
  },

  async sendVerificationEmail() {
    await sendEmailVerification(signedInUser(await auth()));
  },

  async refreshVerification() {
    const user = signedInUser(await auth());
    // The token first: `reload` tells the watchers at once, and the invoices they then ask for must go with a token
    // that carries the verified address (the old one would be refused).
    await user.getIdToken(true);
    await reload(user);
    return user.emailVerified;
  },

  async passwordRequirements() {
    const config = await loadAccountConfig();
    // The Auth emulator enforces its own fixed minimum and serves no policy.
    if (config.authEmulatorUrl) return DEFAULT_PASSWORD_REQUIREMENTS;
    const status = await validatePassword(await auth(), '').catch(() => undefined);
    return status?.passwordPolicy.customStrengthOptions ?? DEFAULT_PASSWORD_REQUIREMENTS;
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
      // Token changes too: a refreshed token is how a newly verified address shows.
      unsubscribe = onIdTokenChanged(
        instance,
        (user) =>
          listener(
            user
              ? { email: user.email ?? user.displayName ?? 'your account', emailVerified: user.emailVerified }
              : null,
          ),
        onError,
      );
    }, onError);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  },
};
