/**
 * Reading a Lighthouse result (LHR). Only the few fields the bench's table uses are typed here, so tests can build
 * small fake results; the real `LH.Result` has them all.
 */

export interface LhrAudit {
  readonly numericValue?: number;
  readonly details?: { readonly items?: unknown };
}

export interface Lhr {
  readonly lighthouseVersion: string;
  readonly requestedUrl: string;
  readonly audits: Readonly<Record<string, LhrAudit | undefined>>;
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly environment?: { readonly benchmarkIndex?: number; readonly hostUserAgent?: string };
}

/** One row of the `network-requests` audit. */
export interface NetworkRequest {
  readonly url: string;
  readonly resourceType?: string;
  readonly statusCode?: number;
  readonly transferSize?: number;
}

/** The report's name for each category Lighthouse scores, by the name the table gives it. */
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

export type Scores = Record<keyof typeof CATEGORIES, number | null>;

/** The four category scores, 0–100 (null when Lighthouse could not score one). */
export function categoryScores(lhr: Lhr): Scores {
  return Object.fromEntries(
    Object.entries(CATEGORIES).map(([key, id]) => {
      const value = lhr.categories[id]?.score;
      return [key, typeof value === 'number' ? Math.round(value * 100) : null];
    }),
  ) as Scores;
}

/**
 * The audit behind each metric: First and Largest Contentful Paint and Total Blocking Time (ms), Cumulative Layout
 * Shift (unitless), and the total bytes transferred.
 */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
} as const;

export type Metrics = Record<keyof typeof METRICS, number | null>;

export function metrics(lhr: Lhr): Metrics {
  return Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => {
      const value = lhr.audits[id]?.numericValue;
      return [key, typeof value === 'number' && Number.isFinite(value) ? value : null];
    }),
  ) as Metrics;
}

function networkRequests(lhr: Lhr): NetworkRequest[] {
  const items = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is NetworkRequest =>
      typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string',
  );
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True for a URL that never leaves the machine: loopback hosts, and data:/blob: URLs (no request at all). */
export function isLocalUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true;
  return LOOPBACK_HOSTS.has(parsed.hostname) || parsed.hostname.endsWith('.localhost');
}

export type AssetKind = 'js' | 'css';

/** Scripts and style sheets that loaded (status 2xx/3xx), the ones the JS and CSS gzip figures add up. */
export function assetRequests(lhr: Lhr, kind: AssetKind): NetworkRequest[] {
  const type = kind === 'js' ? 'Script' : 'Stylesheet';
  return networkRequests(lhr).filter(
    (request) =>
      request.resourceType === type &&
      typeof request.statusCode === 'number' &&
      request.statusCode >= 200 &&
      request.statusCode < 400,
  );
}

/**
 * Sum of the gzip sizes of the requests' bodies, each URL counted once. `gzipOf` gives a URL's size (the bench
 * fetches the body and gzips it at level 9); a URL it cannot size counts as its transfer size and is named in `missing`.
 */
export function gzipSum(
  requests: readonly NetworkRequest[],
  gzipOf: (url: string) => number | undefined,
): { bytes: number; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  let bytes = 0;
  for (const request of requests) {
    if (seen.has(request.url)) continue;
    seen.add(request.url);
    const size = gzipOf(request.url);
    if (size === undefined) {
      missing.push(request.url);
      bytes += request.transferSize ?? 0;
    } else {
      bytes += size;
    }
  }
  return { bytes, missing };
}
