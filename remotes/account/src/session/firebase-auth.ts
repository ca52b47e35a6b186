/**
 * The account pages' AuthService on Firebase Auth. The SDK (firebase-sdk.ts and the Firebase modules it imports,
 * 29 KB gzip, and a long task to evaluate) is fetched on its own, only when it is needed:
 * - at once where a client may be signed in (the session hint is set), to know who;
 * - when a visitor starts on the sign-in form (`prepare`, on focus), so that a submit does not wait for it;
 * - at the latest by the first call that needs it.
 * A visitor who never signed in (no hint) is reported signed out without it. Were such a visitor signed in after all
 * (storage was cleared, say), the session is reported as soon as the SDK has loaded for any of the reasons above.
 *
 * Every call is given up after the providers' bound (PROVIDER_GIVE_UP_MS, see patience.ts; the SDK itself waits 30 s
 * for the identity service), and so is the first
 * word on the session: a service that does not answer costs the visitor a clear message, not a form that hangs.
 */
import { patience, TimeoutError, withinTime } from '@mediavelocity/contract';
import { loadAccountConfig, loadedAccountConfig } from '../config/account-config';
import type { AuthService } from './auth-service';
import type * as FirebaseSdk from './firebase-sdk';
import { hasSessionHint } from './session-hint';

type Sdk = typeof FirebaseSdk;

let loading: Promise<Sdk> | undefined;
/** Resolves with the SDK once it has loaded, whoever asked for it. */
let announceLoaded: (sdk: Sdk) => void = () => undefined;
const loaded = new Promise<Sdk>((resolve) => {
  announceLoaded = resolve;
});

function sdk(): Promise<Sdk> {
  if (!loading) {
    loading = import(/* webpackChunkName: "firebase-sdk" */ './firebase-sdk');
    loading.then(announceLoaded, () => {
      loading = undefined; // a later call tries again
    });
  }
  return loading;
}

const SERVICE = 'The sign-in service';

/** One call to the SDK, given up after the providers' bound. */
function call<T>(action: (sdkAuth: Sdk['sdkAuth']) => Promise<T>): Promise<T> {
  return withinTime(
    sdk().then(({ sdkAuth }) => action(sdkAuth)),
    SERVICE,
    patience().providerGiveUpMs,
  );
}

export const firebaseAuth: AuthService = {
  signIn: (email, password) => call((sdkAuth) => sdkAuth.signIn(email, password)),

  createAccount: (email, password) => call((sdkAuth) => sdkAuth.createAccount(email, password)),

  sendVerificationEmail: () => call((sdkAuth) => sdkAuth.sendVerificationEmail()),

  refreshVerification: () => call((sdkAuth) => sdkAuth.refreshVerification()),

  passwordRequirements: () => call((sdkAuth) => sdkAuth.passwordRequirements()),

  sendPasswordReset: (email) => call((sdkAuth) => sdkAuth.sendPasswordReset(email)),

  signOut: () => call((sdkAuth) => sdkAuth.signOut()),

  watch(listener, onError) {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    // No word within the providers' bound is an error; a word that comes later still counts.
    const { providerGiveUpMs } = patience();
    const timer = setTimeout(
      () => onError(new TimeoutError(`${SERVICE} did not answer within ${providerGiveUpMs / 1000} s.`)),
      providerGiveUpMs,
    );
    const heard: typeof listener = (user) => {
      clearTimeout(timer);
      listener(user);
    };
    const failed: typeof onError = (error) => {
      clearTimeout(timer);
      onError(error);
    };
    const subscribe = ({ sdkAuth }: Sdk) => {
      if (!stopped) unsubscribe = sdkAuth.watch(heard, failed);
    };
    if (hasSessionHint()) {
      sdk().then(subscribe, failed);
    } else {
      queueMicrotask(() => {
        if (!stopped) heard(null);
      });
      void loaded.then(subscribe);
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  },

  prepare() {
    sdk().catch(() => undefined); // the call that needs it reports the failure
  },

  async usesEmulator() {
    return (await loadAccountConfig()).authEmulatorUrl !== null;
  },

  knownToUseEmulator() {
    const config = loadedAccountConfig();
    return config && config.authEmulatorUrl !== null;
  },
};
