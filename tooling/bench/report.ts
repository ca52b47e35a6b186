/**
 * The table across pages Lighthouse CI does not print, a row per page, from the reports its filesystem upload writes
 * (manifest.json names each run's LHR and marks each page's median run).
 */
import { readFileSync } from 'node:fs';
import { markdownTable } from 'markdown-table';
import { gzipSize } from './composition';

/** The fields of a Lighthouse result (LHR) the table reads (the real `LH.Result` has them all). */
export interface Lhr {
  readonly lighthouseVersion: string;
  readonly requestedUrl: string;
  readonly audits: Readonly<Record<string, { numericValue?: number; details?: { items?: unknown } } | undefined>>;
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly environment?: { readonly benchmarkIndex?: number; readonly hostUserAgent?: string };
  readonly configSettings?: { readonly throttling?: { readonly cpuSlowdownMultiplier?: number } };
}

/** One row of the `network-requests` audit. */
export interface NetworkRequest {
  readonly url: string;
  readonly resourceType?: string;
  readonly statusCode?: number;
  readonly transferSize?: number;
}

/** The median of `values` (of an even count, the mean of the middle two, as `lhci assert` takes it); NaN of none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.slice((sorted.length - 1) >> 1, (sorted.length >> 1) + 1);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/**
 * Each page's median run (the one Lighthouse CI marks representative), in the order the pages were run, with its
 * category scores replaced by the median score of all the page's runs: what `lhci assert` checks, so that the table and
 * the verdict agree (the median run's own score can be lower; it is chosen by its timings).
 */
export function medianRuns(manifestFile: string): Lhr[] {
  type Run = {
    readonly url: string;
    readonly isRepresentativeRun: boolean;
    readonly jsonPath: string;
    readonly summary: Readonly<Record<string, number | null>>;
  };
  const runs = JSON.parse(readFileSync(manifestFile, 'utf8')) as Run[];
  const medianScore = (url: string, category: string) => {
    const scores = runs.filter((run) => run.url === url).map((run) => run.summary[category]);
    return scores.every((score) => typeof score === 'number') ? median(scores) : null;
  };
  return runs
    .filter((run) => run.isRepresentativeRun)
    .map((run) => {
      const lhr = JSON.parse(readFileSync(run.jsonPath, 'utf8')) as Lhr;
      const categories = Object.keys(lhr.categories).map((id) => [id, { score: medianScore(run.url, id) }]);
      return { ...lhr, categories: Object.fromEntries(categories) as Lhr['categories'] };
    });
}

/** The scripts or style sheets a run loaded (status 2xx/3xx), each URL once: what the JS and CSS gzip figures add. */
export function assetRequests(lhr: Lhr, type: 'Script' | 'Stylesheet'): NetworkRequest[] {
  const items = lhr.audits['network-requests']?.details?.items;
  const loaded = (Array.isArray(items) ? (items as NetworkRequest[]) : []).filter(
    ({ resourceType, statusCode = 0 }) => resourceType === type && statusCode >= 200 && statusCode < 400,
  );
  return [...new Map(loaded.map((request) => [request.url, request])).values()];
}

/**
 * Each URL's body, fetched once, gzip -9 sized: the byte budget's unit, unlike Lighthouse's transfer sizes (Brotli from
 * the emulator, headers counted). Only URLs Chromium loaded (from the site's host alone); one that fails is left out.
 */
export async function gzipSizes(urls: Iterable<string>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const sizeOf = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (response.ok) sizes.set(url, gzipSize(Buffer.from(await response.arrayBuffer())));
  };
  // A URL that fails is unsized, like one that does not answer OK.
  await Promise.all([...new Set(urls)].map((url) => sizeOf(url).catch(() => undefined)));
  return sizes;
}

/** The gzip sizes of the requests' bodies added up; one that was not sized counts its transfer size, named in `missing`. */
export function gzipSum(requests: readonly NetworkRequest[], sizes: ReadonlyMap<string, number>) {
  const missing = requests.filter((request) => !sizes.has(request.url));
  const bytes = requests.reduce((sum, request) => sum + (sizes.get(request.url) ?? request.transferSize ?? 0), 0);
  return { bytes, missing: missing.map((request) => request.url) };
}

const DASH = '–';
const score = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? String(Math.round(value * 100)) : DASH;
};
const metric = (lhr: Lhr, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Milliseconds as Lighthouse shows them: seconds with one decimal from one second up. */
export const formatMs = (ms: number | null): string =>
  ms === null ? DASH : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

export const formatKiB = (bytes: number | null): string => (bytes === null ? DASH : `${(bytes / 1024).toFixed(1)} KiB`);

/** Markdown alignments: the first column (a name) left, the figures after it right. */
export const rightAfterFirst = (columns: number): string[] => ['', ...Array<string>(columns - 1).fill('r')];

/** The pages whose median run blocked the main thread (TBT) more than `maxMs`, with their TBT. */
export const blockingOver = (lhrs: readonly Lhr[], maxMs: number): string[] =>
  lhrs.flatMap((lhr) => {
    const tbt = metric(lhr, 'total-blocking-time');
    return tbt !== null && tbt > maxMs ? [`${new URL(lhr.requestedUrl).pathname} (${formatMs(tbt)})`] : [];
  });

/** Each page's median run as one Markdown table, and the assets that could not be gzipped (their transfer size counted). */
export function routeTable(lhrs: readonly Lhr[], sizes: ReadonlyMap<string, number>) {
  const missing: string[] = [];
  const gzip = (lhr: Lhr, type: 'Script' | 'Stylesheet') => {
    const sum = gzipSum(assetRequests(lhr, type), sizes);
    missing.push(...sum.missing);
    return formatKiB(sum.bytes);
  };
  const rows = lhrs.map((lhr) => {
    const cls = metric(lhr, 'cumulative-layout-shift');
    return [
      new URL(lhr.requestedUrl).pathname,
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) => score(lhr, id)),
      ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((id) =>
        formatMs(metric(lhr, id)),
      ),
      cls === null ? DASH : cls.toFixed(3),
      formatKiB(metric(lhr, 'total-byte-weight')),
      gzip(lhr, 'Script'),
      gzip(lhr, 'Stylesheet'),
      String(lhr.environment?.benchmarkIndex ?? DASH),
    ];
  });
  const header = ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  const more = ['Bytes', 'JS gzip', 'CSS gzip', 'Benchmark index'];
  const table = markdownTable([[...header, ...more], ...rows], { align: rightAfterFirst(13) });
  return { table, missing: [...new Set(missing)] };
}
