/**
 * `npm start` (after `npm run build:local`) and the browser tests' server: the builds served by the Firebase emulators
 * (tooling/emulators.ts), their pages prerendered first if the build has not been yet, and the demo account seeded.
 */
import { apps, LOCAL_HOST, type AppName } from '../apps';
import { ChromiumMissing } from '../chromium';
import { unbuilt } from '../deploy/local';
import { announce, emulatorPortClaims, siteUrl, startEmulators } from '../emulators';
import { assertPortsFree, stopChild } from './processes';
import { isPrerendered, prerenderSite } from './prerender';

export async function main(): Promise<void> {
  const missing = unbuilt(Object.keys(apps) as AppName[]);
  if (missing.length > 0) throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run build:local\` first.`);
  await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
  const firebase = await startEmulators(['hosting', 'auth']);
  const exitWithThem = (code: number | null) => process.exit(code ?? 1);
  firebase.once('exit', exitWithThem);
  // `npm start` and `npm test` build without prerendering (`build:local -- --no-prerender`) and prerender here: the
  // emulators start once, not once for the prerender and again to serve. Without Chromium the app renders each page.
  if (!isPrerendered()) {
    await prerenderSite(new URL(siteUrl).origin).catch(async (error: unknown) => {
      if (error instanceof ChromiumMissing) return console.warn(`${error.message}\nServing the pages unprerendered.`);
      firebase.off('exit', exitWithThem);
      await stopChild(firebase);
      throw error;
    });
  }
  await announce(siteUrl);
}
