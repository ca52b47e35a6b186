/**
 * `npm run bench`: Lighthouse CI on every page of the production site; lighthouserc.cjs says which pages, how Lighthouse
 * runs, and the targets. It builds (`npm run build:local`), serves the builds with the Firebase emulators as `npm start`
 * does, runs `lhci collect`, keeps the reports in bench/lhci (`lhci upload`, filesystem target), prints what each app's
 * chunks hold and one table of scores, metrics and bytes (each page's median run), then checks the targets with
 * `lhci assert`: it fails when one is missed, naming it, or when it cannot run.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, LOCAL_HOST, type AppName } from '../apps';
import { describeGroups, readComposition, UNMAPPED, type AppComposition } from '../bench/composition';
import { collectFlags, parseBenchArgs, usage, type BenchOptions } from '../bench/args';
import { gzipSizes } from '../bench/gzip';
import {
  assetUrls,
  medianRuns,
  missedTargets,
  routeRow,
  routeTable,
  type AssertionResult,
  type Row,
} from '../bench/report';
import type { Lhr } from '../bench/lhr';
import { formatKiB, markdownTable } from '../bench/table';
import { chromiumPath } from '../chromium';
import { unbuilt } from '../deploy/local';
import { repoRoot } from '../env';
import { main as buildLocal } from './build-local';
import { assertPortsFree, bin, run } from './processes';
import { emulatorPortClaims, siteUrl, whileServed } from './serve';

/** Where lighthouserc.cjs has `lhci upload` write the reports (git-ignored, as all of bench/). */
const reportsDir = path.join(repoRoot, 'bench', 'lhci');
const emulatorLog = path.join(repoRoot, 'bench', 'emulators.log');
/** Written by `lhci assert` into Lighthouse CI's working folder. */
const assertionResultsFile = path.join(repoRoot, '.lighthouseci', 'assertion-results.json');

/** With --url, the site must be up: a bench of a server that is not there is not a result. */
async function assertAnswers(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`Nothing answers at ${baseUrl} (${reason}). Start the site (npm start) or check --url.`);
  }
}

/** Builds if asked, after making sure the emulators can serve the builds after (a build is long to waste). */
async function build(options: BenchOptions): Promise<void> {
  await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
  if (options.build) {
    console.log('Building for production (npm run build:local)…');
    try {
      await buildLocal();
    } catch (error) {
      throw new Error(`The build failed, so there is nothing to bench: ${(error as Error).message}`);
    }
  }
  const missing = unbuilt(Object.keys(apps) as AppName[]);
  if (missing.length > 0) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run bench\` without --no-build.`);
  }
}

const lhci = (command: string, flags: readonly string[], baseUrl: string): Promise<void> =>
  run(bin('lhci'), [command, ...flags], { env: { ...process.env, MV_BENCH_URL: baseUrl } });

function printComposition(composition: readonly AppComposition[]): void {
  console.log('\n## Bundle composition (gzip -9 per chunk; what each chunk holds, from its source map)');
  console.log(
    `(${UNMAPPED}: bytes no source file accounts for: webpack's module wrappers, line ends, the sourceMappingURL comment.)`,
  );
  for (const app of composition) {
    console.log(`\n### ${app.app}: ${app.chunks.length} chunks, ${formatKiB(app.totalGzip)} gzip in all\n`);
    const table = markdownTable(
      [
        { header: 'Chunk', cell: (chunk) => chunk.file },
        { header: 'Size', align: 'right', cell: (chunk) => formatKiB(chunk.bytes) },
        { header: 'gzip', align: 'right', cell: (chunk) => formatKiB(chunk.gzip) },
        { header: 'Holds (share of the chunk, estimated gzip)', cell: (chunk) => describeGroups(chunk.groups) },
      ],
      app.chunks,
    );
    console.log(app.chunks.length > 0 ? table : `(no ${app.dir})`);
  }
}

export async function main(args: readonly string[] = []): Promise<void> {
  const options = parseBenchArgs(args);
  if (options.help) {
    console.log(usage);
    return;
  }
  chromiumPath();
  const baseUrl = options.url ?? new URL(siteUrl).origin;
  /** Lighthouse CI's runs, each page's median one, and its row of the table. */
  const measure = async (): Promise<{ lhrs: Lhr[]; rows: Row[] }> => {
    await lhci('collect', collectFlags(options, baseUrl), baseUrl);
    rmSync(reportsDir, { recursive: true, force: true });
    await lhci('upload', [], baseUrl);
    const lhrs = medianRuns(path.join(reportsDir, 'manifest.json'));
    // Lighthouse's transfer sizes are Brotli plus headers; the byte budget's unit is gzip -9 of each body.
    const gzipOf = await gzipSizes(lhrs.flatMap(assetUrls));
    return { lhrs, rows: lhrs.map((lhr) => routeRow(lhr, gzipOf)) };
  };
  if (options.url) {
    await assertAnswers(baseUrl);
    console.log(`Benching the site already running at ${baseUrl} (nothing is built or started).`);
  } else {
    await build(options);
  }
  const { lhrs, rows } = options.url ? await measure() : await whileServed('Bench', emulatorLog, measure);

  printComposition(
    await Promise.all(
      (Object.keys(apps) as AppName[]).map((name) =>
        readComposition(name, path.join(repoRoot, apps[name].dir, 'dist')),
      ),
    ),
  );
  const [first] = lhrs;
  const cpus = os.cpus();
  const browser = first?.environment?.hostUserAgent?.match(/Chrom(?:e|ium)\/[\d.]+/)?.[0] ?? 'Chromium';
  console.log(`\n## Lighthouse, ${new Date().toISOString().slice(0, 10)}: mobile, simulated throttling`);
  console.log(
    `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, ${browser}, Lighthouse ` +
      `${first?.lighthouseVersion ?? '?'}, benchmark index ${first?.environment?.benchmarkIndex ?? '?'}, ` +
      `${options.runs} run${options.runs > 1 ? 's' : ''} per page (the median run)\n`,
  );
  console.log(routeTable(rows));
  console.log(
    '\nJS and CSS gzip: every script and style sheet the page loaded, fetched again and gzipped at level 9 (each once).',
  );
  const missing = rows.flatMap((row) => row.gzipMissing);
  if (missing.length > 0) console.log(`Could not gzip (transfer size counted): ${[...new Set(missing)].join(', ')}`);
  console.log(`Reports (HTML and JSON, one per run): ${path.relative(repoRoot, reportsDir)}/\n`);

  rmSync(assertionResultsFile, { force: true });
  try {
    await lhci('assert', [], baseUrl);
  } catch (error) {
    if (!existsSync(assertionResultsFile)) throw error;
    const missed = missedTargets(JSON.parse(readFileSync(assertionResultsFile, 'utf8')) as AssertionResult[]);
    throw new Error(`Targets missed (see lighthouserc.cjs):\n  ${missed.join('\n  ')}`);
  }
  console.log('Every target is met.');
}
