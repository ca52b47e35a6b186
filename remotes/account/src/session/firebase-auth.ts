/**
 * The account pages' AuthService on Firebase Auth. The SDK (firebase-sdk.ts and the Firebase modules it imports,
 * 29 KB gzip, and a long task to evaluate) is fetched on its own, only when it is needed:
 * - at once where a client may be signed in (the session hint is set), to know who;
 * - when a visitor starts on the sign-in form (`prepare`, on focus), so that a submit does not wait for it;
 * - at the latest by the first call that needs it.
 * A visitor who never signed in (no hint) is reported signed out without it. Were such a visitor signed in after all
 * (storage was cleared, say), the session is reported as soon as the SDK has loaded for any of the reasons above.
 */
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

export const firebaseAuth: AuthService = {
  async signIn(email, password) {
    await (await sdk()).sdkAuth.signIn(email, password);
  },

  async sendPasswordReset(email) {
    await (await sdk()).sdkAuth.sendPasswordReset(email);
  },

  async signOut() {
    await (await sdk()).sdkAuth.signOut();
  },

  watch(listener, onError) {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const subscribe = ({ sdkAuth }: Sdk) => {
      if (!stopped) unsubscribe = sdkAuth.watch(listener, onError);
    };
    if (hasSessionHint()) {
      sdk().then(subscribe, onError);
    } else {
      queueMicrotask(() => {
        if (!stopped) listener(null);
      });
      void loaded.then(subscribe);
    }
    return () => {
      stopped = true;
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
