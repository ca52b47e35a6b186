/**
 * `npm run test:app -- <app>`: one app's browser tests (its release gate) on the local builds: for a remote, its files
 * (apps.ts `specs`) and each test whose file or title names it or a route of it; for the shell, which frames all, all.
 */
import { parseArgs } from 'node:util';
import { apps, remoteNames, type RemoteName } from '../apps';
import { UsageError } from '../cli';
import { localRoutes } from '../prerender/render';
import { run } from '../processes';

const usage = 'Usage: npm run test:app -- <app> [more Playwright options]';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A `--grep` for the tests of a remote: its own files, its name, or one of its routes as a whole path. */
export function grepFor(name: RemoteName, routes: readonly string[]): string {
  const paths = routes.map((route) => (route === '/' ? '(?:^|\\s)/(?=[\\s:,]|$)' : `${escape(route)}(?![\\w/-])`));
  return [...apps[name].specs.map(escape), `\\b${name}\\b`, ...paths].join('|');
}

export async function main(args: readonly string[]): Promise<void> {
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: false });
  const [app, ...rest] = positionals;
  const extra = args.filter((arg) => arg !== app);
  if (app === 'shell') return run('playwright', ['test', ...extra]);
  if (!app || !(remoteNames as readonly string[]).includes(app) || rest.some((arg) => !arg.startsWith('-'))) {
    throw new UsageError(`Name one app.\n${usage}`);
  }
  const name = app as RemoteName;
  const grep = grepFor(name, localRoutes().get(name) ?? []);
  await run('playwright', ['test', '--project', 'chromium', '--grep', grep, ...extra]);
}
