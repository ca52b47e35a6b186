/** The command line of `npm run bench` (see tooling/scripts/bench.ts). */
import { forEachOption, parseOriginOption, UsageError } from '../cli';

export interface BenchOptions {
  /** Build first (`npm run build:local`); false with `--no-build`, or when benching an already running site. */
  readonly build: boolean;
  /** Base URL of an already running site (`--url`), or null to serve the builds with the emulators. */
  readonly url: string | null;
  /** The routes to bench (`--routes /,/work`), or null for every route the remotes publish plus a not-found path. */
  readonly routes: readonly string[] | null;
  /** Lighthouse runs per route; the median is reported. */
  readonly runs: number;
  readonly help: boolean;
}

export const usage = `Usage: npm run bench -- [options]
  --no-build          use the existing dist/ folders instead of running \`npm run build:local\` first
  --url <base>        bench an already running site (e.g. http://127.0.0.1:5050); starts no emulators, builds nothing
  --routes <a,b,…>    bench only these paths, e.g. --routes /,/work
  --runs <N>          Lighthouse runs per route (default 1); each figure is the median of the N runs
  --help              show this text`;

export { UsageError };

/** Parses the arguments (`--opt value` or `--opt=value`); throws a UsageError naming the problem. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  let build = true;
  let url: string | null = null;
  let routes: string[] | null = null;
  let runs = 1;
  const { help } = forEachOption(args, usage, (name, value) => {
    switch (name) {
      case '--no-build':
        build = false;
        return true;
      case '--url':
        url = parseOriginOption(value(), 'http://127.0.0.1:5050');
        return true;
      case '--routes':
        routes = parseRoutes(value());
        return true;
      case '--runs':
        runs = parseRuns(value());
        return true;
      default:
        return false;
    }
  });
  // A running site is benched as it is: building would only rewrite the dist/ folders under someone else's server.
  return { build: build && url === null, url, routes, runs, help };
}

function parseRoutes(raw: string): string[] {
  const routes = raw
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes.length === 0) throw new UsageError('--routes needs at least one path, e.g. --routes /,/work');
  const bad = routes.filter((route) => !route.startsWith('/'));
  if (bad.length > 0) throw new UsageError(`--routes takes paths starting with "/" (got ${bad.join(', ')}).`);
  return [...new Set(routes)];
}

function parseRuns(raw: string): number {
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new UsageError(`--runs must be a whole number from 1 to 50 (got "${raw}").`);
  }
  return runs;
}
