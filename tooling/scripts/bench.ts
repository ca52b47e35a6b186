/**
 * `npm run bench`: builds for production, serves the builds with the Firebase emulators exactly as `npm start` does,
 * runs Lighthouse (mobile, simulated throttling, Debian Chromium, third-party hosts blocked) on every route the
 * remotes publish plus a not-found path, and prints one table of scores, metrics and bytes; the same, with details,
 * goes to bench/results.json. It also prints what each app's chunks hold. It reports: whatever the scores, it exits 0;
 * it fails only when it cannot run (build failed, ports busy, no Chromium, emulators not starting).
 *
 * Options: --no-build, --url <base> (bench a running site, no emulators), --routes /,/work, --runs N (median).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, LOCAL_HOST, type AppName } from '../apps';
import { parseBenchArgs, usage, type BenchOptions } from '../bench/args';
import {
  describeGroups,
  readComposition,
  UNMAPPED,
  type AppComposition,
  type ChunkComposition,
} from '../bench/composition';
import { gzipLookup, measureGzip, type GzipCache } from '../bench/gzip';
import { assetRequests, isLocalUrl, isTraceError, TRACE_ERROR_RETRIES } from '../bench/lhr';
import {
  BLOCKED_URL_PATTERNS,
  chromeFlags,
  chromiumPath,
  launchBrowser,
  lighthouseConfig,
  lighthouseRunner,
  lighthouseVersion,
  type Browser,
} from '../bench/lighthouse';
import { loadRoutes, pickRoutes, type BenchRoute } from '../bench/routes';
import { median } from '../bench/stats';
import { costLines, routeResult, routeTable, summariseRun, type RouteResult, type RunDetails } from '../bench/summary';
import { formatKiB, markdownTable } from '../bench/table';
import { seconds } from '../cli';
import { repoRoot } from '../env';
import { main as buildLocal } from './build-local';
import { assertPortsFree } from './processes';
import { emulatorPortClaims, siteUrl, startServing, stopServing } from './serve';

export const resultsFile = path.join(repoRoot, 'bench', 'results.json');
/** Not committed either (`*.log` is ignored). */
const emulatorLog = path.join(repoRoot, 'bench', 'emulators.log');

const GZIP_METHOD =
  'every script and style sheet the page loaded (Lighthouse network-requests, status 2xx/3xx, each URL once) is ' +
  'fetched again and its body gzipped at level 9. Lighthouse transfer sizes are not gzip: the emulator answers ' +
  'Chrome with Brotli, and each response adds its headers (about 2.2 KB from the shell site, mostly the ' +
  'Content-Security-Policy, and 0.6 KB from a remote); those sums are kept as jsTransfer/cssTransfer.';

/** The state the Ctrl-C handler needs: what to stop. */
const running: { browser: Browser | null; firebase: ChildProcess | null } = { browser: null, firebase: null };

function onInterrupt(): void {
  console.log('\nInterrupted: stopping Chromium and the emulators; no results written.');
  running.browser?.kill();
  running.browser = null;
  // With emulators, stopChildrenOnSignal stops them and exits; without, nothing else will.
  if (!running.firebase) process.exit(130);
}

function assertBuilt(): void {
  const missing = (Object.keys(apps) as AppName[]).filter(
    (name) => !existsSync(path.join(repoRoot, apps[name].dir, 'dist')),
  );
  if (missing.length > 0) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run bench\` without --no-build.`);
  }
}

/** With --url, the site must be up: a bench of a server that is not there is not a result. */
async function assertAnswers(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`Nothing answers at ${baseUrl} (${reason}). Start the site (npm start) or check --url.`);
  }
}

async function benchRoutes(
  routes: readonly BenchRoute[],
  baseUrl: string,
  options: BenchOptions,
  browser: Browser,
  isServing: () => boolean,
): Promise<{ results: RouteResult[]; benchmarkIndex: number[] }> {
  const runLighthouse = await lighthouseRunner(browser.port);
  const cache: GzipCache = new Map();
  const results: RouteResult[] = [];
  const benchmarkIndex: number[] = [];
  for (const [index, route] of routes.entries()) {
    const url = new URL(route.path, baseUrl).href;
    const runs: RunDetails[] = [];
    const errors: string[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      if (!isServing()) throw new Error('The Firebase emulators stopped during the bench.');
      const started = Date.now();
      const label = `[${index + 1}/${routes.length}] ${route.path}${options.runs > 1 ? ` run ${run}/${options.runs}` : ''}`;
      try {
        let lhr = await runLighthouse(url);
        for (let retry = 1; retry <= TRACE_ERROR_RETRIES && isTraceError(lhr); retry += 1) {
          console.log(
            `  ${label}: ${lhr.runtimeError?.code ?? 'trace error'}, running it again (${retry}/${TRACE_ERROR_RETRIES})`,
          );
          lhr = await runLighthouse(url);
        }
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const assets = [...assetRequests(lhr, 'js'), ...assetRequests(lhr, 'css')];
        await measureGzip(
          assets.map((request) => request.url),
          cache,
        );
        const details = summariseRun(lhr, gzipLookup(cache));
        runs.push(details);
        if (typeof lhr.environment?.benchmarkIndex === 'number') benchmarkIndex.push(lhr.environment.benchmarkIndex);
        const f = details.figures;
        console.log(
          `  ${label}: performance ${f.performance ?? '–'}, LCP ${f.lcp === null ? '–' : seconds(f.lcp)}, ` +
            `TBT ${f.tbt === null ? '–' : Math.round(f.tbt)} ms (${seconds(Date.now() - started)})`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors.push(message);
        console.log(`  ${label}: failed: ${message}`);
      }
    }
    results.push(routeResult({ ...route, url }, runs, errors));
  }
  return { results, benchmarkIndex };
}

function compositionTable(app: AppComposition): string {
  return markdownTable<ChunkComposition>(
    [
      { header: 'Chunk', cell: (chunk) => chunk.file },
      { header: 'Size', align: 'right', cell: (chunk) => formatKiB(chunk.bytes) },
      { header: 'gzip', align: 'right', cell: (chunk) => formatKiB(chunk.gzip) },
      { header: 'Holds (share of the chunk, estimated gzip)', cell: (chunk) => describeGroups(chunk.groups) },
    ],
    app.chunks,
  );
}

export async function main(args: readonly string[] = []): Promise<void> {
  const options = parseBenchArgs(args);
  if (options.help) {
    console.log(usage);
    return;
  }
  const binary = chromiumPath();
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onInterrupt);

  let baseUrl: string;
  if (options.url) {
    baseUrl = options.url;
    await assertAnswers(baseUrl);
    console.log(`Benching the site already running at ${baseUrl} (nothing is built or started).`);
  } else {
    await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
    if (options.build) {
      console.log('Building for production (npm run build:local)…');
      try {
        await buildLocal();
      } catch (error) {
        throw new Error(`The build failed, so there is nothing to bench: ${(error as Error).message}`);
      }
    }
    assertBuilt();
    await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
    mkdirSync(path.dirname(emulatorLog), { recursive: true });
    console.log('Serving the builds with the Firebase emulators, as `npm start` does…');
    try {
      await startServing({
        logFile: emulatorLog,
        onSpawn: (firebase) => {
          running.firebase = firebase;
        },
      });
    } catch (error) {
      if (running.firebase) await stopServing(running.firebase);
      throw error;
    }
    baseUrl = new URL(siteUrl).origin;
  }

  const firebase = running.firebase;
  const isServing = () => !firebase || (firebase.exitCode === null && firebase.signalCode === null);
  let results: RouteResult[];
  let benchmarkIndex: number[];
  let routeSource: string;
  let skipped: readonly BenchRoute[];
  let chromiumVersion = 'unknown';
  try {
    const routeList = await loadRoutes(baseUrl);
    routeSource = routeList.source;
    skipped = routeList.skipped;
    const routes = pickRoutes(routeList.routes, options.routes);
    console.log(`\nRoutes from ${routeSource}: ${routes.length} to bench.`);
    if (skipped.length > 0) console.log(`Skipped patterns: ${skipped.map((route) => route.path).join(', ')}`);

    const baseHost = new URL(baseUrl).hostname;
    const extraHosts = isLocalUrl(baseUrl) ? [] : [baseHost];
    const browser = await launchBrowser(binary, extraHosts);
    running.browser = browser;
    chromiumVersion = browser.version;
    console.log(
      `Lighthouse ${lighthouseVersion()} in ${browser.version}: mobile, simulated throttling, ` +
        `${options.runs} run${options.runs > 1 ? 's' : ''} per route.\n`,
    );
    try {
      ({ results, benchmarkIndex } = await benchRoutes(routes, baseUrl, options, browser, isServing));
    } finally {
      browser.kill();
      running.browser = null;
    }
  } finally {
    if (firebase) {
      console.log('\nStopping the emulators…');
      await stopServing(firebase);
    }
  }

  const composition = (Object.keys(apps) as AppName[]).map((name) =>
    readComposition(name, path.join(repoRoot, apps[name].dir, 'dist')),
  );
  const nonLocal = results.flatMap((result) =>
    (result.details?.nonLocal ?? []).map((request) => ({ route: result.path, ...request })),
  );
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    target: options.url ? { url: baseUrl, served: 'already running' } : { url: baseUrl, served: 'Firebase emulators' },
    built: options.build,
    runsPerRoute: options.runs,
    routes: { source: routeSource, skippedPatterns: skipped.map((route) => route.path) },
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: lighthouseVersion(),
      lighthouseBenchmarkIndex: benchmarkIndex.length > 0 ? median(benchmarkIndex) : null,
    },
    settings: {
      ...lighthouseConfig.settings,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      chromeFlags: chromeFlags(),
      chromiumPath: binary,
    },
    method: {
      figures: `Each figure is the median of the route's runs (${options.runs}); details come from the run nearest the median performance score.`,
      gzip: GZIP_METHOD,
      composition:
        "Chunk bytes are attributed to source files through each chunk's source map (the generated code each mapping " +
        'covers), grouped by npm package or app folder; a group gets that share of the gzip -9 size of the chunk.',
    },
    results,
    nonLocalRequests: nonLocal,
    composition,
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

  console.log('\n## Bundle composition (gzip -9 per chunk; what each chunk holds, from its source map)');
  console.log(
    `(${UNMAPPED}: generated code no source map segment covers, such as webpack's module wrappers and asset URLs.)`,
  );
  for (const app of composition) {
    console.log(`\n### ${app.app}: ${app.chunks.length} chunks, ${formatKiB(app.totalGzip)} gzip in all\n`);
    console.log(app.chunks.length > 0 ? compositionTable(app) : `(no ${app.dir})`);
  }

  console.log(`\n## Lighthouse, ${new Date().toISOString().slice(0, 10)}: mobile, simulated throttling`);
  console.log(
    `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, ${chromiumVersion}, Lighthouse ` +
      `${lighthouseVersion()}, ${options.runs} run${options.runs > 1 ? 's' : ''} per route (median)\n`,
  );
  console.log(routeTable(results));
  const lines = costLines(results);
  if (lines.length > 0) {
    console.log('\nWhat costs score (points of 100 lost, in the run nearest the median performance score):');
    for (const line of lines) console.log(`  ${line}`);
  }
  const failed = results.filter((result) => result.figures === null);
  if (failed.length > 0) {
    console.log(`\nNo result for: ${failed.map((result) => `${result.path} (${result.errors.at(-1)})`).join('; ')}`);
  }
  if (nonLocal.length === 0) {
    console.log('\nNo request left the machine (every URL in network-requests was local).');
  } else {
    console.log('\nRequests to other hosts (none answered means none left the machine):');
    for (const request of nonLocal) {
      console.log(
        `  ${request.route}: ${request.url} ${request.answered ? `ANSWERED ${request.statusCode}` : '(blocked)'}`,
      );
    }
  }
  console.log(`\nJS and CSS gzip: ${GZIP_METHOD}`);
  console.log(`\nWrote ${path.relative(repoRoot, resultsFile)}.`);
  process.off('SIGINT', onInterrupt);
  process.off('SIGTERM', onInterrupt);
}
