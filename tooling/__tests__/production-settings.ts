import { remoteNames } from '../apps';
import { remoteUrlSetting } from '../env';

/** Settings of a sound production build, for the tests of what a production build refuses. */
export const productionSettings: Readonly<Record<string, string>> = {
  FIREBASE_API_KEY: 'AIza-test-key',
  FIREBASE_AUTH_DOMAIN: 'agency.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'agency',
  ...Object.fromEntries(
    remoteNames.map((name) => [remoteUrlSetting(name), `https://agency-${name}.web.app/mf-manifest.json`]),
  ),
};
