/**
 * `npm run build:local`: the production build of every app, for the local emulators. It is `npm run build` (the
 * deploy build) plus one default: with no Firebase project configured, sign-in uses the local Auth emulator.
 */
import { localBuildEnv } from '../env';
import { run } from './processes';

export async function main(): Promise<void> {
  await run('npm', ['run', 'build'], { env: localBuildEnv() });
}
