/**
 * `npm run dev`: the shell and every remote on webpack-dev-server with live reload.
 * `npm run dev -- tools`: the shell and only the named remotes; the others come from `npm start`'s emulator sites.
 * With the account remote, the Auth and Functions emulators run too, the function reading the demo invoices from the
 * Stripe stand-in (unless `npm start` already runs them).
 */
import path from 'node:path';
import spawn from 'nano-spawn';
import { apps, emulatorPorts, LOCAL_HOST, remoteNames, type AppName } from '../apps';
import { parseCommandLine, pickNames } from '../cli';
import { localBuildEnv, repoRoot } from '../env';
import { STRIPE_STAND_IN_PORT } from '../../remotes/account/functions/stand-in/address';
import { startStripeStandIn } from '../../remotes/account/functions/stand-in/stripe-stand-in';
import { assertPortsFree, bin, isPortFree, run, stopWithThisProcess } from '../processes';
import { announce, startEmulators } from '../emulators';

const usage = `Usage: npm run dev -- [${remoteNames.join('|')} …]`;

/** Runs one app's dev server, its output line by line under its name, until it stops; rejects saying why. */
async function devServer(name: AppName, env: NodeJS.ProcessEnv): Promise<void> {
  const cwd = path.join(repoRoot, apps[name].dir);
  const server = spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd, env, stdin: 'ignore' });
  // Not starting at all rejects the loop below as well.
  server.nodeChildProcess.then(stopWithThisProcess, () => undefined);
  for await (const line of server) if (line) console.log(`[${name}] ${line}`);
}

export async function main(args: readonly string[]): Promise<void> {
  const named = pickNames(parseCommandLine(args, {}, usage).positionals, remoteNames, 'remote', usage);
  const remotes = named.length > 0 ? named : [...remoteNames];
  const names: AppName[] = ['shell', ...remotes];
  await assertPortsFree(
    names.map((name) => ({ port: apps[name].devPort, what: `${name} dev server` })),
    LOCAL_HOST,
  );
  const env = { ...localBuildEnv(), MV_DEV_REMOTES: remotes.join(',') };
  for (const name of names) devServer(name, env).catch((error: Error) => console.error(`[${name}] ${error.message}`));
  const siteUrl = `http://${LOCAL_HOST}:${apps.shell.devPort}/`;
  if (remotes.includes('account') && (await isPortFree(emulatorPorts.auth, LOCAL_HOST))) {
    await run('npm', ['run', 'build', '--workspace', 'remotes/account/functions']);
    await startStripeStandIn({ port: STRIPE_STAND_IN_PORT, host: LOCAL_HOST });
    startEmulators(['auth', 'functions']).then(
      () => announce(siteUrl),
      (error: Error) => console.error(error.message),
    );
  }
  console.log(`\n  Dev site: ${siteUrl} (live reload: ${names.join(', ')})\n`);
}
