/**
 * `npm run test:app -- <app>`: the browser tests of one app, its release workflow's gate, on the local builds: for a
 * remote, its own files (apps.ts `specs`) and every test whose title names it or one of its routes (Playwright matches
 * `--grep` against the file name and the titles); for the shell, which frames every page, all of them.
 */
import { parseArgs } from 'node:util';
import { apps, remoteNames, type RemoteName } from '../apps';
import { UsageError } from '../cli';
import { localRoutes } from './prerender';
import { run } from './processes';

const usage = 'Usage: npm run test:app -- <shell|portfolio|tools|account> [more Playwright options]';

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
