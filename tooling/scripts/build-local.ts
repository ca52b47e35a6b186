/**
 * `npm run build:local`: every app's production build for the emulators, one per core; each remote published live to
 * its emulated site; every page prerendered, unless `--no-prerender` leaves that to the server that serves the build
 * next (tooling/scripts/serve.ts: `npm start`'s and the browser tests').
 */
import { availableParallelism } from 'node:os';
import { remoteNames, type AppName } from '../apps';
import { inPool, parseCommandLine } from '../cli';
import { buildDir, siteDir } from '../deploy/local';
import { publish } from '../deploy/versions';
import { prerenderLocalSite } from '../prerender/render';
import { buildApp } from '../processes';

/** The longest build (the shell's) first, so the others fill the remaining cores around it. */
const BUILD_ORDER: readonly AppName[] = ['shell', ...remoteNames];

/** Every app's build, `parallel` at a time; rejects with the first failure once the running ones have ended. */
export const buildApps = (parallel = availableParallelism(), build: (app: AppName) => Promise<void> = buildApp) =>
  inPool(BUILD_ORDER, parallel, build);

const usage = 'Usage: npm run build:local -- [--no-prerender]';

export async function main(args: readonly string[] = []): Promise<void> {
  const { values } = parseCommandLine(args, { 'no-prerender': { type: 'boolean', default: false } }, usage, {
    positionals: false,
  });
  await buildApps();
  for (const name of remoteNames) {
    const { version, uploaded } = publish(buildDir(name), siteDir(name));
    console.log(`${name} ${version} ${uploaded ? 'published' : 'was already published'} and live.`);
  }
  if (!values['no-prerender']) await prerenderLocalSite();
}
