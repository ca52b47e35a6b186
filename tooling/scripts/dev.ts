/**
 * `npm run dev`: the shell and every remote on webpack-dev-server with live reload.
 * `npm run dev -- tools`: the shell and only the named remotes; the others come from `npm start`'s emulator sites.
 * With the account remote, the Auth emulator runs too (unless `npm start` already runs one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apps, emulatorPorts, LOCAL_HOST, remoteNames, type AppName } from '../apps';
import { parseCommandLine, pickNames } from '../cli';
import { localBuildEnv, repoRoot } from '../env';
import { assertPortsFree, bin, isPortFree, stopWithThisProcess } from './processes';
import { announce, startEmulators } from './serve';

const usage = `Usage: npm run dev -- [${remoteNames.join('|')} …]`;

function startDevServer(name: AppName, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(bin('webpack'), ['serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, apps[name].dir),
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    stream.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => prefix + line + '\n')
        .join(''),
    );
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return child;
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
  for (const name of names) stopWithThisProcess(startDevServer(name, env));
  const siteUrl = `http://${LOCAL_HOST}:${apps.shell.devPort}/`;
  if (remotes.includes('account') && (await isPortFree(emulatorPorts.auth, LOCAL_HOST))) {
    startEmulators(['auth']).then(
      () => announce(siteUrl),
      (error: Error) => console.error(error.message),
    );
  }
  console.log(`\n  Dev site: ${siteUrl} (live reload: ${names.join(', ')})\n`);
}
