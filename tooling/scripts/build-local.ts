/**
 * `npm run build:local`: every app's production build for the local emulators (processes.ts buildApp), each remote's
 * published, live, to the folder its emulated site serves, then each route prerendered into the shell's (prerender.ts).
 * The builds are independent and each keeps about a core busy, so they run as many at a time as there are cores (on 2
 * cores, ~52 s one after the other: docs/testing.md).
 */
import { availableParallelism } from 'node:os';
import { remoteNames, type AppName } from '../apps';
import { inPool } from '../cli';
import { buildDir, siteDir } from '../deploy/local';
import { publish } from '../deploy/releases';
import { main as prerender } from './prerender';
import { buildApp } from './processes';

/** The longest build (the shell's) first, so the others fill the remaining cores around it. */
const BUILD_ORDER: readonly AppName[] = ['shell', ...remoteNames];

/** Every app's build, `parallel` at a time; rejects with the first failure once the running ones have ended. */
export const buildApps = (parallel = availableParallelism(), build: (app: AppName) => Promise<void> = buildApp) =>
  inPool(BUILD_ORDER, parallel, build);

export async function main(): Promise<void> {
  await buildApps();
  for (const name of remoteNames) {
    const { version, uploaded } = publish(buildDir(name), siteDir(name));
    console.log(`${name} ${version} ${uploaded ? 'published' : 'was already published'} and live.`);
  }
  await prerender();
}
