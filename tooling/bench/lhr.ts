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

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

export type Scores = Record<keyof typeof CATEGORIES, number | null>;

/** The four category scores, 0–100 (null when Lighthouse could not score one). */
export function categoryScores(lhr: Lhr): Scores {
  const score = (id: string): number | null => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    performance: score(CATEGORIES.performance),
    accessibility: score(CATEGORIES.accessibility),
    bestPractices: score(CATEGORIES.bestPractices),
    seo: score(CATEGORIES.seo),
  };
}

export interface Metrics {
  /** First Contentful Paint, ms. */
  readonly fcp: number | null;
  /** Largest Contentful Paint, ms. */
  readonly lcp: number | null;
  /** Total Blocking Time, ms. */
  readonly tbt: number | null;
  /** Cumulative Layout Shift (unitless). */
  readonly cls: number | null;
  /** Total bytes transferred (`total-byte-weight`). */
  readonly bytes: number | null;
}

const numeric = (lhr: Lhr, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export function metrics(lhr: Lhr): Metrics {
  return {
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
  };
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
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
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
