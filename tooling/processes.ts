/** Small helpers for the scripts that run commands and start and stop the local servers. */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { detectPort } from 'detect-port';
import spawn, { type Options } from 'nano-spawn';
import { apps, type AppName } from './apps';
import { localBuildEnv, repoRoot } from './env';

export const bin = (name: string): string => path.join(repoRoot, 'node_modules', '.bin', name);

/** Resolves true when nothing listens on host:port (detect-port could bind it). */
export const isPortFree = async (port: number, host: string): Promise<boolean> =>
  (await detectPort({ port, hostname: host })) === port;

export interface PortClaim {
  readonly port: number;
  readonly what: string;
}

/** Fails with one clear message naming every busy port and what needed it. */
export async function assertPortsFree(claims: readonly PortClaim[], host: string): Promise<void> {
  const busy: PortClaim[] = [];
  for (const claim of claims) if (!(await isPortFree(claim.port, host))) busy.push(claim);
  if (busy.length === 0) return;
  const lines = busy.map((claim) => `  - ${host}:${claim.port} (${claim.what})`);
  throw new Error(
    `These ports are in use, so the local servers cannot start:\n${lines.join('\n')}\n` +
      'Stop whatever uses them (an earlier `npm start` or `npm run dev` still running?) and try again.',
  );
}

/** Runs a command (the repository's own binaries first), its output shown; rejects naming the command and why. */
export async function run(command: string, args: readonly string[], options: Options = {}): Promise<void> {
  await spawn(command, args, { stdio: 'inherit', cwd: repoRoot, preferLocal: true, ...options });
}

/** An app's `npm run build` (the deploy build), with a local build's settings unless `env` says otherwise. */
export const buildApp = (app: AppName, env = localBuildEnv()): Promise<void> =>
  run('npm', ['run', 'build', '--workspace', apps[app].dir], { env });

/** Asks a child to stop (SIGINT): true once it has, false if it ignored that and was killed after 15 s. */
export async function stopChild(child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const exited = once(child, 'exit', { signal: AbortSignal.timeout(15_000) }).then(
    () => true,
    () => false,
  );
  child.kill('SIGINT');
  if (!(await exited)) child.kill('SIGKILL');
  return exited;
}

const children = new Set<ChildProcess>();

/**
 * Stops `child` when this process is asked to stop (Ctrl-C, or a test runner's SIGTERM), sending it SIGINT itself
 * (npm does not forward signals; the emulators shut down cleanly on SIGINT); exits once every such child has stopped.
 */
export function stopWithThisProcess(child: ChildProcess): void {
  if (children.size === 0) {
    const stop = async () => {
      const stopped = await Promise.all([...children].map((each) => stopChild(each)));
      process.exit(stopped.every(Boolean) ? 0 : 1);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
  }
  children.add(child);
}
