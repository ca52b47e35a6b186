/**
 * `npm run build:local`: the production build of every app for the local emulators, then each route prerendered into
 * the shell's build (see prerender.ts). The build is `npm run build` (the deploy build) plus one default: with no
 * Firebase project configured, sign-in uses the local Auth emulator.
 */
import { localBuildEnv } from '../env';
import { main as prerender } from './prerender';
import { run } from './processes';

export async function main(): Promise<void> {
  await run('npm', ['run', 'build'], { env: localBuildEnv() });
  await prerender();
}
