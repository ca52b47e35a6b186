/** Small helpers for the scripts that start and stop the local servers. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../env';

export const bin = (name: string): string => path.join(repoRoot, 'node_modules', '.bin', name);

/** Resolves true when nothing listens on host:port (we could bind it ourselves). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

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

/** Runs a command to completion, with its output shown, rejecting on a non-zero exit. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Stops the children when this process is asked to stop (Ctrl-C, or a test runner's SIGTERM), sending each the
 * signal itself (npm does not forward signals), and exits once they all have.
 */
export function stopChildrenOnSignal(children: readonly ChildProcess[]): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    if (running.length === 0) process.exit(0);
    let left = running.length;
    for (const child of running) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      child.kill(signal === 'SIGTERM' ? 'SIGINT' : signal);
    }
    // A child that ignores the request is not left behind.
    setTimeout(() => {
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
