/**
 * The local site: the production builds served exactly as Firebase Hosting will serve them, by the Firebase emulators
 * (Hosting for the four sites, Auth, and the account's Functions), offline, with a demo project id. They read
 * firebase.json as it is deployed, but for its Content-Security-Policy, which names production origins only: the
 * emulators get a copy (LOCAL_CONFIG) naming beside each of them the local emulator that stands in for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { STRIPE_STAND_IN_PORT } from '../remotes/account/functions/stand-in/address';
import { apps, DEMO_PROJECT_ID, emulatorPorts, LOCAL_HOST, remoteNames, type AppName } from './apps';
import { authEmulatorOrigin, demoAccounts, seedDemoAccounts } from './auth-emulator';
import { servedConfig } from './deploy/served-config';
import { repoRoot } from './env';
import { assertPortsFree, bin, stopChild, stopWithThisProcess, type PortClaim } from './processes';

export const siteUrl = `http://${LOCAL_HOST}:${apps.shell.hostingPort}/`;

export const emulatorPortClaims = (): PortClaim[] => [
  ...(Object.keys(apps) as AppName[]).map((name) => ({ port: apps[name].hostingPort, what: `${name} hosting` })),
  { port: emulatorPorts.auth, what: 'Auth emulator' },
  { port: emulatorPorts.functions, what: 'Functions emulator' },
  { port: STRIPE_STAND_IN_PORT, what: 'Stripe stand-in' },
  { port: emulatorPorts.hub, what: 'emulator hub' },
  { port: emulatorPorts.logging, what: 'emulator logging' },
];

const READY_TIMEOUT_MS = 180_000;

/** The production origins firebase.json's CSP names, each with the local emulator that stands in for it here. */
const standIns: readonly (readonly [RegExp, string])[] = [
  ...remoteNames.map(
    (name) =>
      [new RegExp(`^https://[\\w-]+-${name}\\.web\\.app$`), `http://${LOCAL_HOST}:${apps[name].hostingPort}`] as const,
  ),
  [/^https:\/\/identitytoolkit\.googleapis\.com$/, authEmulatorOrigin],
  [/^https:\/\/[\w-]+\.cloudfunctions\.net$/, `http://${LOCAL_HOST}:${emulatorPorts.functions}`],
];

/** firebase.json's text as the emulators read it: beside each of those origins (named in CSPs only), its stand-in. */
export const localConfig = (firebaseJson: string): string =>
  firebaseJson.replace(/https:\/\/[\w.-]+/g, (origin) =>
    [origin, ...standIns.filter(([production]) => production.test(origin)).map(([, local]) => local)].join(' '),
  );

/** Where the emulators' copy of firebase.json is written (beside it, ignored by git: its paths are relative). */
export const LOCAL_CONFIG = 'firebase.local.json';

/**
 * Starts the Firebase emulators in `only` (offline, demo project), resolving once all are ready, in their own process
 * group: a Ctrl-C reaches this script only, which asks them once to stop cleanly (a second SIGINT stops them at once).
 * Their output goes to this script's, or once they are ready to `logFile` (they log every request).
 */
export function startEmulators(only: readonly string[], logFile?: string): Promise<ChildProcess> {
  const firebaseJson = readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8');
  writeFileSync(path.join(repoRoot, LOCAL_CONFIG), localConfig(servedConfig(firebaseJson, repoRoot)));
  const args = ['emulators:start', '--only', only.join(','), '--project', DEMO_PROJECT_ID, '--config', LOCAL_CONFIG];
  const firebase = spawn(bin('firebase'), args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  stopWithThisProcess(firebase);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopChild(firebase);
      reject(new Error(`The Firebase emulators were not ready after ${READY_TIMEOUT_MS / 1000} s.`));
    }, READY_TIMEOUT_MS);
    const onEarlyExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`The Firebase emulators stopped before they were ready (${signal ?? `exit ${code}`}).`));
    firebase.once('exit', onEarlyExit);
    firebase.once('error', (error) => reject(new Error(`Could not start the Firebase emulators: ${error.message}`)));
    // Ready once every emulator says so, and the account's function is loaded (which can come after).
    const pending = new Set([
      'All emulators ready',
      ...(only.includes('functions') ? ['Loaded functions definitions'] : []),
    ]);
    const forward = (chunk: Buffer) => {
      process.stdout.write(chunk);
      for (const marker of pending) if (chunk.toString().includes(marker)) pending.delete(marker);
      if (pending.size > 0) return;
      clearTimeout(timer);
      firebase.off('exit', onEarlyExit);
      if (logFile) {
        firebase.stdout?.off('data', forward);
        firebase.stdout?.pipe(createWriteStream(logFile));
        console.log(`The emulators are ready; their output goes to ${path.relative(repoRoot, logFile)}.`);
      }
      resolve(firebase);
    };
    firebase.stdout?.on('data', forward);
  });
}

/** Seeds the demo client accounts, then prints where the site is. */
export async function announce(url: string): Promise<void> {
  await seedDemoAccounts().then(
    () => {
      console.log('\n  Demo client accounts (email / password):');
      for (const account of Object.values(demoAccounts)) console.log(`    ${account.email} / ${account.password}`);
    },
    (error: Error) => console.error(`\n  Could not create the demo client accounts: ${error.message}`),
  );
  console.log(`\n  Mediavelocity is running at ${url}\n  Press Ctrl-C to stop.\n`);
}

/** Whether the local site answers already (`npm start`, or the tests' serve): its runtime config is readable. */
export async function isServed(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(`/${RUNTIME_CONFIG_FILE}`, baseUrl), { signal: AbortSignal.timeout(3000) });
    const config = response.ok ? ((await response.json()) as { remotes?: unknown }) : null;
    return typeof config?.remotes === 'object' && config.remotes !== null;
  } catch {
    return false;
  }
}

/** Runs `work` (a bench, prerender, release) with the builds served by the emulators (ports free); logs: `logFile`. */
export async function whileServed<T>(name: string, logFile: string, work: (baseUrl: string) => Promise<T>): Promise<T> {
  await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
  console.log(`${name}: serving the builds with the Firebase emulators, as \`npm start\` does…`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const firebase = await startEmulators(['hosting', 'auth'], logFile);
  try {
    return await work(new URL(siteUrl).origin);
  } finally {
    console.log(`${name}: stopping the emulators…`);
    // Once, as Ctrl-C would: a second SIGINT would make them stop at once.
    await stopChild(firebase);
  }
}

/** Runs `work` against the local site: the one already served if there is one, or else {@link whileServed}. */
export async function withLocalSite<T>(name: string, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const baseUrl = new URL(siteUrl).origin;
  if (await isServed(baseUrl)) return work(baseUrl);
  return whileServed(name, path.join(repoRoot, `${name.toLowerCase()}-emulators.log`), work);
}
