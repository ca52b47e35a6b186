/**
 * What `npm run bench` prints from Lighthouse CI's results: one table row per page from the reports its filesystem
 * upload writes (manifest.json names each run's LHR and marks each page's median run), and, when `lhci assert` fails,
 * one line per missed target from its assertion-results.json.
 */
import { readFileSync } from 'node:fs';
import { assetRequests, categoryScores, gzipSum, metrics, type Lhr, type Metrics, type Scores } from './lhr';
import { formatCls, formatKiB, formatMs, formatScore, markdownTable, type Column } from './table';

/** An entry of the manifest.json of `lhci upload --target=filesystem` (the fields read here). */
interface ManifestEntry {
  readonly url: string;
  readonly isRepresentativeRun: boolean;
  /** Absolute path of the run's LHR. */
  readonly jsonPath: string;
}

/** Each page's median run (the one Lighthouse CI marks representative), in the order the pages were run. */
export function medianRuns(manifestFile: string): Lhr[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[];
  return manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Lhr);
}

/** The scripts and style sheets a run loaded, whose bodies the bench gzips. */
export const assetUrls = (lhr: Lhr): string[] =>
  [...assetRequests(lhr, 'js'), ...assetRequests(lhr, 'css')].map((request) => request.url);

export interface Row extends Scores, Metrics {
  readonly path: string;
  /** gzip -9 of the scripts the page loaded, each once. */
  readonly jsGzip: number;
  /** gzip -9 of the style sheets the page loaded, each once. */
  readonly cssGzip: number;
  /** Assets that could not be gzipped again: their transfer size was counted instead. */
  readonly gzipMissing: readonly string[];
}

/** A page's row; `gzipOf` gives an asset URL's gzip -9 size when known. */
export function routeRow(lhr: Lhr, gzipOf: (url: string) => number | undefined): Row {
  const js = gzipSum(assetRequests(lhr, 'js'), gzipOf);
  const css = gzipSum(assetRequests(lhr, 'css'), gzipOf);
  return {
    path: new URL(lhr.requestedUrl).pathname,
    ...categoryScores(lhr),
    ...metrics(lhr),
    jsGzip: js.bytes,
    cssGzip: css.bytes,
    gzipMissing: [...js.missing, ...css.missing],
  };
}

const columns: readonly Column<Row>[] = [
  { header: 'Route', cell: (row) => row.path },
  { header: 'Performance', align: 'right', cell: (row) => formatScore(row.performance) },
  { header: 'Accessibility', align: 'right', cell: (row) => formatScore(row.accessibility) },
  { header: 'Best practices', align: 'right', cell: (row) => formatScore(row.bestPractices) },
  { header: 'SEO', align: 'right', cell: (row) => formatScore(row.seo) },
  { header: 'FCP', align: 'right', cell: (row) => formatMs(row.fcp) },
  { header: 'LCP', align: 'right', cell: (row) => formatMs(row.lcp) },
  { header: 'TBT', align: 'right', cell: (row) => formatMs(row.tbt) },
  { header: 'CLS', align: 'right', cell: (row) => formatCls(row.cls) },
  { header: 'Bytes', align: 'right', cell: (row) => formatKiB(row.bytes) },
  { header: 'JS gzip', align: 'right', cell: (row) => formatKiB(row.jsGzip) },
  { header: 'CSS gzip', align: 'right', cell: (row) => formatKiB(row.cssGzip) },
];

export const routeTable = (rows: readonly Row[]): string => markdownTable(columns, rows);

/** An entry of the assertion-results.json `lhci assert` writes (the fields read here). */
export interface AssertionResult {
  readonly url: string;
  readonly auditId: string;
  /** The category of a `categories:<id>` target. */
  readonly auditProperty?: string;
  readonly operator: string;
  readonly expected: number;
  readonly actual: number;
  readonly level: string;
  readonly passed: boolean;
}

/**
 * One line per missed target, naming the pages and what each measured, e.g.
 * "categories.performance >= 1 missed on 2 pages: / (0.87), /work (0.9)".
 */
export function missedTargets(results: readonly AssertionResult[]): string[] {
  const missed = new Map<string, string[]>();
  for (const result of results) {
    if (result.passed || result.level !== 'error') continue;
    const target = `${[result.auditId, result.auditProperty].filter(Boolean).join('.')} ${result.operator} ${result.expected}`;
    const found = `${new URL(result.url).pathname} (${Math.round(result.actual * 1000) / 1000})`;
    missed.set(target, [...(missed.get(target) ?? []), found]);
  }
  return [...missed].map(
    ([target, pages]) =>
      `${target} missed on ${pages.length} page${pages.length === 1 ? '' : 's'}: ${pages.join(', ')}`,
  );
}
