/**
 * `npm run bench` (docs/performance.md): builds, serves as `npm start` does, runs `lhci collect` and `upload`, prints
 * the bundle composition and each page's median run, `lhci assert`s (naming each target missed), times interactions
 * and navigations.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable } from 'markdown-table';
import { apps, LOCAL_HOST, type AppName } from '../apps';
import { parseCommandLine, parseOriginOption, UsageError } from '../cli';
import { describeGroups, readComposition, UNMAPPED } from '../bench/composition';
import {
  assetRequests,
  blockingOver,
  formatKiB,
  gzipSizes,
  medianRuns,
  rightAfterFirst,
  routeTable,
  type Lhr,
} from '../bench/report';
import { chromiumPath } from '../chromium';
import { interactionTable, measureInteractions, RUNS, TARGET_MS } from '../bench/interactions';
import { measureNavigations, NAV_RUNS, NAV_TARGET_MS, navigationTable } from '../bench/navigations';
import { unbuilt } from '../deploy/local';
import { isPrerendered, prerenderSite } from '../prerender/render';
import { repoRoot } from '../env';
import { assertPortsFree, run } from '../processes';
import { emulatorPortClaims, isServed, siteUrl, whileServed } from '../emulators';

/** A first load's margin: its total blocking time with the CPU slowed more than Lighthouse's 4×. */
export const MARGIN_TBT_MS = 50;

export const usage = `Usage: npm run bench -- [options]
  --no-build          use the existing builds (their pages prerendered first if they are not yet) instead of
                      running \`npm run build:local\` first
  --url <origin>      bench a site already running (e.g. http://127.0.0.1:5050); builds and starts nothing
  --routes <a,b,…>    bench only these paths, e.g. --routes /,/work
  --runs <N>          Lighthouse runs per page (default 1); the table and the targets take each page's median run
  --interactions <x>  \`only\`: time the five interactions alone; \`skip\`: leave them out (default: every part)
  --navigations <x>   \`only\`: time the navigations alone; \`skip\`: leave them out (both \`only\`: the two alone)
  --nav-runs <N>      runs of each navigation, rested and cold each (default ${NAV_RUNS}); the table takes the median
  --cpu <N>           the CPU slowed N times in every part (default 4, Lighthouse's); above 4 stands in for a slower
                      host, with the first load's margin as a target too (TBT ≤ ${MARGIN_TBT_MS} ms)
  --help              show this text`;

const count = (raw: string | undefined, option: string, fallback: number, max = 50): number => {
  const value = Number(raw ?? fallback);
  if (Number.isInteger(value) && value >= 1 && value <= max) return value;
  throw new UsageError(`${option} must be a whole number from 1 to ${max} (got "${raw}").`);
};

export function parseBenchArgs(args: readonly string[]) {
  const { values } = parseCommandLine(
    args,
    {
      'no-build': { type: 'boolean', default: false },
      url: { type: 'string' },
      routes: { type: 'string' },
      runs: { type: 'string' },
      interactions: { type: 'string' },
      navigations: { type: 'string' },
      'nav-runs': { type: 'string' },
      cpu: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    usage,
    { positionals: false },
  );
  const url = values.url === undefined ? null : parseOriginOption(values.url, 'http://127.0.0.1:5050');
  const parts = { interactions: values.interactions, navigations: values.navigations };
  for (const [part, choice] of Object.entries(parts)) {
    if (choice !== undefined && choice !== 'only' && choice !== 'skip') {
      throw new UsageError(`--${part} takes only or skip (got "${choice}").\n${usage}`);
    }
  }
  const only = Object.values(parts).includes('only');
  const runsPart = (choice: string | undefined) => (only ? choice === 'only' : choice !== 'skip');
  if (only && (values.routes ?? values.runs) !== undefined) {
    throw new UsageError("--routes and --runs are Lighthouse's, which an `only` leaves out.");
  }
  if (!runsPart(parts.navigations) && values['nav-runs'] !== undefined) {
    throw new UsageError('--nav-runs is for the navigations, which are left out.');
  }
  let routes: string[] | null = null;
  if (values.routes !== undefined) {
    routes = [...new Set(values.routes.split(',').map((route) => route.trim()))].filter(Boolean);
    if (routes.length === 0 || routes.some((route) => !route.startsWith('/'))) {
      throw new UsageError(`--routes takes paths starting with "/", e.g. --routes /,/work (got "${values.routes}").`);
    }
  }
  // A running site is benched as it is: building would only rewrite the dist/ folders under someone else's server.
  return {
    build: !values['no-build'] && url === null,
    url,
    routes,
    runs: count(values.runs, '--runs', 1),
    lighthouse: !only,
    interactions: runsPart(parts.interactions),
    navigations: runsPart(parts.navigations),
    navRuns: count(values['nav-runs'], '--nav-runs', NAV_RUNS),
    cpu: count(values.cpu, '--cpu', 4, 20),
    help: values.help,
  };
}

export type BenchOptions = ReturnType<typeof parseBenchArgs>;

/**
 * `lhci collect`'s own flags for the options: they take the place of the config file's run count, pages and CPU
 * slowdown. (A setting goes in as `--settings.…`, which lhci merges into the config file's settings; under
 * `--collect.settings` it would replace them all.)
 */
export const collectFlags = (options: BenchOptions, baseUrl: string): string[] => [
  `--collect.numberOfRuns=${options.runs}`,
  ...(options.routes ?? []).map((route) => `--collect.url=${new URL(route, baseUrl).href}`),
  ...(options.cpu === 4 ? [] : [`--settings.throttling.cpuSlowdownMultiplier=${options.cpu}`]),
];

/** Where lighthouserc.cjs has `lhci upload` write the reports (git-ignored, as all of bench/). */
const reportsDir = path.join(repoRoot, 'bench', 'lhci');

/** Builds if asked, after making sure the emulators can serve the builds after (a build is long to waste). */
async function build(options: BenchOptions): Promise<void> {
  await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
  if (options.build) {
    console.log('Building for production (npm run build:local)…');
    await run('npm', ['run', '--silent', 'build:local']).catch((error: unknown) => {
      throw new Error(`The build failed, so there is nothing to bench: ${(error as Error).message}`);
    });
  }
  const missing = unbuilt(Object.keys(apps) as AppName[]);
  if (missing.length > 0) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run bench\` without --no-build.`);
  }
}

const lhci = (command: string, flags: readonly string[], baseUrl: string): Promise<void> =>
  run('lhci', [command, ...flags], { env: { ...process.env, MV_BENCH_URL: baseUrl } });

async function printComposition(): Promise<void> {
  console.log('\n## Bundle composition (gzip -9 per chunk; what each chunk holds, from its source map)');
  console.log(
    `(${UNMAPPED}: bytes no source file accounts for: webpack's module wrappers, line ends, the sourceMappingURL comment.)`,
  );
  for (const [name, { dir }] of Object.entries(apps)) {
    const chunks = await readComposition(path.join(repoRoot, dir, 'dist'));
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`\n### ${name}: ${chunks.length} chunks, ${formatKiB(total)} gzip in all\n`);
    const rows = chunks.map((chunk) => [
      chunk.file,
      formatKiB(chunk.bytes),
      formatKiB(chunk.gzip),
      describeGroups(chunk.groups),
    ]);
    const header = ['Chunk', 'Size', 'gzip', 'Holds (share of the chunk, estimated gzip)'];
    const table = markdownTable([header, ...rows], { align: [...rightAfterFirst(3), ''] });
    console.log(rows.length > 0 ? table : `(no ${dir}/dist)`);
  }
}

/** Prints the bundle composition and the table of each page's median run; then `lhci assert`: false on a missed target. */
async function reportLighthouse(lhrs: Lhr[], sizes: Map<string, number>, options: BenchOptions, baseUrl: string) {
  await printComposition();
  const [first] = lhrs;
  // What Lighthouse says it ran at: a flag lost on its way through lhci would otherwise go unseen.
  const slowedBy = first?.configSettings?.throttling?.cpuSlowdownMultiplier;
  if (slowedBy !== options.cpu)
    throw new Error(`Lighthouse slowed the CPU ${slowedBy}×, not the ${options.cpu}× asked.`);
  const cpus = os.cpus();
  const browser = first?.environment?.hostUserAgent?.match(/Chrom(?:e|ium)\/[\d.]+/)?.[0] ?? 'Chromium';
  console.log(`\n## Lighthouse, ${new Date().toISOString().slice(0, 10)}: mobile, simulated throttling`);
  console.log(
    `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, ${browser}, Lighthouse ` +
      `${first?.lighthouseVersion ?? '?'}, CPU slowed ${slowedBy}×, benchmark index ` +
      `${first?.environment?.benchmarkIndex ?? '?'}, ${loadAverage()}, ` +
      `${options.runs} run${options.runs > 1 ? 's' : ''} per page (scores: the median of the runs, as \`lhci assert\` ` +
      'takes them; the rest: the median run)\n',
  );
  const { table, missing } = routeTable(lhrs, sizes);
  console.log(table);
  console.log(
    '\nJS and CSS gzip: every script and style sheet the page loaded, fetched again and gzipped at level 9 (each once).',
  );
  if (missing.length > 0) console.log(`Could not gzip (transfer size counted): ${missing.join(', ')}`);
  console.log(`Reports (HTML and JSON, one per run): ${path.relative(repoRoot, reportsDir)}/\n`);
  return lhci('assert', [], baseUrl)
    .then(() => true)
    .catch(() => false);
}

const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`;

export async function main(args: readonly string[] = []): Promise<void> {
  const options = parseBenchArgs(args);
  if (options.help) {
    console.log(usage);
    return;
  }
  chromiumPath();
  const baseUrl = options.url ?? new URL(siteUrl).origin;
  /** Lighthouse CI's runs, each page's median one, and the gzip -9 size of every script and style sheet they loaded. */
  const lighthouse = async () => {
    await lhci('collect', collectFlags(options, baseUrl), baseUrl);
    rmSync(reportsDir, { recursive: true, force: true });
    await lhci('upload', [], baseUrl);
    const lhrs = medianRuns(path.join(reportsDir, 'manifest.json'));
    const assets = lhrs.flatMap((lhr) => [...assetRequests(lhr, 'Script'), ...assetRequests(lhr, 'Stylesheet')]);
    return { lhrs, sizes: await gzipSizes(assets.map((request) => request.url)) };
  };
  const measure = async () => ({
    lhci: options.lighthouse ? await lighthouse() : null,
    interactions: options.interactions ? await measureInteractions(baseUrl, options.cpu) : null,
    navigations: options.navigations ? await measureNavigations(baseUrl, options.cpu, options.navRuns) : null,
  });
  if (options.url) {
    // The site must be up: a bench of a server that is not there is not a result.
    if (!(await isServed(baseUrl))) {
      throw new Error(`No site answers at ${baseUrl} (no runtime config). Start the site (npm start) or check --url.`);
    }
    console.log(`Benching the site already running at ${baseUrl} (nothing is built or started).`);
  } else {
    await build(options);
  }
  const emulatorLog = path.join(repoRoot, 'bench', 'emulators.log');
  const measured = options.url
    ? await measure()
    : await whileServed('Bench', emulatorLog, async (origin) => {
        // A build left unprerendered (`build:local -- --no-prerender`) would be benched as no deploy serves it.
        if (!isPrerendered()) {
          console.log('Bench: the pages are not prerendered yet; prerendering them first…');
          await prerenderSite(origin);
        }
        return measure();
      });

  const missed: string[] = [];
  if (measured.lhci && !(await reportLighthouse(measured.lhci.lhrs, measured.lhci.sizes, options, baseUrl))) {
    missed.push("Lighthouse targets missed, or Lighthouse CI could not check them: see lhci assert's report above.");
  }
  const blocking = measured.lhci && options.cpu > 4 ? blockingOver(measured.lhci.lhrs, MARGIN_TBT_MS) : [];
  if (blocking.length > 0) missed.push(`TBT over ${MARGIN_TBT_MS} ms at ${options.cpu}× CPU: ${blocking.join('; ')}.`);
  const today = new Date().toISOString().slice(0, 10);
  const cores = `${loadAverage()} on ${os.cpus().length} cores`;
  if (measured.interactions) {
    const { table, over } = interactionTable(measured.interactions);
    console.log(`\n## Interactions at ${options.cpu}× CPU, ${today}: ${RUNS} runs each`);
    console.log(`(Event Timing, as INP; ${cores})\n\n${table}`);
    if (over.length > 0) missed.push(`Interactions over ${TARGET_MS} ms: ${over.join('; ')}.`);
  }
  if (measured.navigations) {
    const { table, over } = navigationTable(measured.navigations);
    const runs = `${options.navRuns} run${options.navRuns > 1 ? 's' : ''} each way`;
    console.log(`\n## Navigations at ${options.cpu}× CPU and slow 4G, ${today}: ${runs}`);
    console.log(`(from the click to the destination usable, the median and the worst run; ${cores})\n\n${table}`);
    if (over.length > 0) missed.push(`Navigations over ${NAV_TARGET_MS} ms with the rest: ${over.join('; ')}.`);
  }
  if (missed.length > 0) throw new Error(missed.join('\n'));
  console.log('Every target is met.');
}
