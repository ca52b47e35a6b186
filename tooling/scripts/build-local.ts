/**
 * `npm run build:local`: the production build of every app for the local emulators, each remote's build published
 * (as a new version, live) to the folder its emulated hosting site serves, then each route prerendered into the
 * shell's build (see prerender.ts). The build is `npm run build` (the deploy build) plus one default: with no
 * Firebase project configured, sign-in uses the local Auth emulator.
 */
import { remoteNames } from '../apps';
import { buildDir, siteDir } from '../deploy/local';
import { publish } from '../deploy/releases';
import { localBuildEnv } from '../env';
import { main as prerender } from './prerender';
import { run } from './processes';

export async function main(): Promise<void> {
  await run('npm', ['run', 'build'], { env: localBuildEnv() });
  for (const name of remoteNames) {
    const { version, uploaded } = publish(buildDir(name), siteDir(name));
    console.log(`${name} ${version} ${uploaded ? 'published' : 'was already published'} and live.`);
  }
  await prerender();
}
