/** The command line of `npm run bench` (see tooling/scripts/bench.ts), and the `lhci collect` flags it comes to. */
import { parseCommandLine, parseOriginOption, UsageError } from '../cli';

export const usage = `Usage: npm run bench -- [options]
  --no-build          use the existing builds instead of running \`npm run build:local\` first
  --url <origin>      bench a site already running (e.g. http://127.0.0.1:5050); builds and starts nothing
  --routes <a,b,…>    bench only these paths, e.g. --routes /,/work
  --runs <N>          Lighthouse runs per page (default 1); the table and the targets take each page's median run
  --help              show this text`;

export interface BenchOptions {
  /** Build first; false with --no-build, and when benching a site already running. */
  readonly build: boolean;
  readonly url: string | null;
  readonly routes: readonly string[] | null;
  readonly runs: number;
  readonly help: boolean;
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const { values, positionals } = parseCommandLine(
    args,
    {
      'no-build': { type: 'boolean', default: false },
      url: { type: 'string' },
      routes: { type: 'string' },
      runs: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    usage,
  );
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".\n${usage}`);
  const url = values.url === undefined ? null : parseOriginOption(values.url, 'http://127.0.0.1:5050');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new UsageError(`--runs must be a whole number from 1 to 50 (got "${values.runs}").`);
  }
  let routes: string[] | null = null;
  if (values.routes !== undefined) {
    routes = [...new Set(values.routes.split(',').map((route) => route.trim()))].filter(Boolean);
    if (routes.length === 0 || routes.some((route) => !route.startsWith('/'))) {
      throw new UsageError(`--routes takes paths starting with "/", e.g. --routes /,/work (got "${values.routes}").`);
    }
  }
  // A running site is benched as it is: building would only rewrite the dist/ folders under someone else's server.
  return { build: !values['no-build'] && url === null, url, routes, runs, help: values.help };
}

/** `lhci collect`'s own flags for the options: they take the place of the config file's run count and pages. */
export const collectFlags = (options: BenchOptions, baseUrl: string): string[] => [
  `--collect.numberOfRuns=${options.runs}`,
  ...(options.routes ?? []).map((route) => `--collect.url=${new URL(route, baseUrl).href}`),
];
