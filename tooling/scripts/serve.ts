/**
 * `npm start` (after `npm run build:local`) and the browser tests' server: the builds served by the Firebase emulators
 * (tooling/emulators.ts), their pages prerendered first if the build has not been yet, the demo accounts seeded, and
 * the Stripe stand-in the client area's function reads the demo invoices from.
 */
import { STRIPE_STAND_IN_PORT } from '../../remotes/account/functions/stand-in/address';
import { startStripeStandIn } from '../../remotes/account/functions/stand-in/stripe-stand-in';
import { apps, LOCAL_HOST, type AppName } from '../apps';
import { ChromiumMissing } from '../chromium';
import { unbuilt } from '../deploy/local';
import { announce, emulatorPortClaims, siteUrl, startEmulators } from '../emulators';
import { isPrerendered, prerenderSite } from '../prerender/render';
import { assertPortsFree, stopChild } from '../processes';

export async function main(): Promise<void> {
  const missing = unbuilt(Object.keys(apps) as AppName[]);
  if (missing.length > 0) throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run build:local\` first.`);
  await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
  await startStripeStandIn({ port: STRIPE_STAND_IN_PORT, host: LOCAL_HOST });
  const firebase = await startEmulators(['hosting', 'auth', 'functions']);
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
