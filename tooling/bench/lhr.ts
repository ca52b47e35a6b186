/**
 * Reading a Lighthouse result (LHR). Only the few fields the bench uses are typed here, so tests can build small fake
 * results; the real `LH.Result` has them all.
 */

export interface LhrAudit {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly displayValue?: string;
  readonly metricSavings?: Readonly<Record<string, number | undefined>>;
  readonly details?: { readonly type: string; readonly items?: unknown };
}

export interface LhrAuditRef {
  readonly id: string;
  readonly weight: number;
  readonly group?: string;
}

export interface LhrCategory {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly auditRefs: readonly LhrAuditRef[];
}

export interface Lhr {
  readonly lighthouseVersion: string;
  readonly requestedUrl?: string;
  readonly finalDisplayedUrl?: string;
  readonly audits: Readonly<Record<string, LhrAudit | undefined>>;
  readonly categories: Readonly<Record<string, LhrCategory | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings?: readonly string[];
  readonly environment?: { readonly benchmarkIndex?: number; readonly hostUserAgent?: string };
}

/** One row of the `network-requests` audit. */
export interface NetworkRequest {
  readonly url: string;
  readonly resourceType?: string;
  readonly mimeType?: string;
  readonly statusCode?: number;
  readonly transferSize?: number;
  readonly resourceSize?: number;
}

export const CATEGORIES = [
  { id: 'performance', key: 'performance' },
  { id: 'accessibility', key: 'accessibility' },
  { id: 'best-practices', key: 'bestPractices' },
  { id: 'seo', key: 'seo' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
export type Scores = Record<CategoryKey, number | null>;

/** The four category scores, 0–100 (null when Lighthouse could not score one). */
export function categoryScores(lhr: Lhr): Scores {
  const scores = {} as Scores;
  for (const { id, key } of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return scores;
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

export function networkRequests(lhr: Lhr): NetworkRequest[] {
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

export interface NonLocalRequest {
  readonly url: string;
  /** Whether a response came back (it reached the network) rather than the request being blocked or failing. */
  readonly answered: boolean;
  readonly statusCode: number | null;
}

/** Every request of the page to a host that is not this machine, blocked or not. */
export function nonLocalRequests(lhr: Lhr): NonLocalRequest[] {
  return networkRequests(lhr)
    .filter((request) => !isLocalUrl(request.url))
    .map((request) => {
      const statusCode = typeof request.statusCode === 'number' ? request.statusCode : null;
      return { url: request.url, statusCode, answered: statusCode !== null && statusCode > 0 };
    });
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

export interface AssetSums {
  readonly count: number;
  /** Bytes on the wire as Lighthouse saw them (compressed body plus response headers). */
  readonly transfer: number;
  /** Decoded (uncompressed) bytes. */
  readonly resource: number;
}

export function assetSums(requests: readonly NetworkRequest[]): AssetSums {
  let transfer = 0;
  let resource = 0;
  for (const request of requests) {
    transfer += request.transferSize ?? 0;
    resource += request.resourceSize ?? 0;
  }
  return { count: requests.length, transfer, resource };
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

const SCORED_MODES = new Set(['numeric', 'binary', 'metricSavings']);

export interface ScoreCost {
  readonly category: CategoryKey;
  readonly id: string;
  readonly title: string;
  /** The audit's own score, 0–1. */
  readonly score: number;
  readonly displayValue?: string;
  /** Points (of 100) of the category score this audit costs: weight share × (1 − score) × 100. */
  readonly points: number;
  /** A few of the audit's items (the failing element, the console error, …), to see what to fix. */
  readonly examples?: readonly string[];
}

const EXAMPLE_FIELDS = ['description', 'node.snippet', 'node.selector', 'source.url', 'url', 'label'];

/** Up to `limit` short descriptions of an audit's detail items: the first text field each has. */
export function auditExamples(audit: LhrAudit, limit = 3): string[] {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  const field = (item: unknown, dotted: string): unknown =>
    dotted
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
        item,
      );
  return items.slice(0, limit).flatMap((item) => {
    for (const name of EXAMPLE_FIELDS) {
      const value = field(item, name);
      if (typeof value === 'string' && value.trim()) {
        const text = value.trim().replace(/\s+/g, ' ');
        return [text.length > 200 ? `${text.slice(0, 199)}…` : text];
      }
    }
    return [];
  });
}

/**
 * The weighted audits that cost score, most expensive first. A category's score is the weighted mean of its scored
 * audits, so each failing audit costs its share of the weight times what it missed.
 */
export function scoreCosts(lhr: Lhr): ScoreCost[] {
  const costs: ScoreCost[] = [];
  for (const { id, key } of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const scored = category.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && ref.weight > 0 && audit.score !== null && SCORED_MODES.has(audit.scoreDisplayMode)
        ? [{ ref, audit, score: audit.score }]
        : [];
    });
    const totalWeight = scored.reduce((sum, { ref }) => sum + ref.weight, 0);
    if (totalWeight === 0) continue;
    for (const { ref, audit, score } of scored) {
      if (score >= 1) continue;
      costs.push({
        category: key,
        id: audit.id,
        title: audit.title,
        score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        points: Math.round((ref.weight / totalWeight) * (1 - score) * 1000) / 10,
        ...(auditExamples(audit).length > 0 ? { examples: auditExamples(audit) } : {}),
      });
    }
  }
  return costs.sort((a, b) => b.points - a.points);
}

export interface PerformanceHint {
  readonly id: string;
  readonly title: string;
  readonly score: number;
  readonly displayValue?: string;
  /** Lighthouse's estimate of what fixing it would save, per metric (ms, or unitless for CLS). */
  readonly metricSavings?: Readonly<Record<string, number | undefined>>;
}

/** Unweighted performance audits that fail (insights and diagnostics): they explain the metrics' scores. */
export function performanceHints(lhr: Lhr): PerformanceHint[] {
  const category = lhr.categories.performance;
  if (!category) return [];
  const savings = (hint: PerformanceHint): number =>
    Object.values(hint.metricSavings ?? {}).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return category.auditRefs
    .flatMap((ref): PerformanceHint[] => {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight > 0 || ref.group === 'hidden' || audit.score === null || audit.score >= 0.9) return [];
      if (!SCORED_MODES.has(audit.scoreDisplayMode)) return [];
      return [
        {
          id: audit.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          ...(audit.metricSavings ? { metricSavings: audit.metricSavings } : {}),
        },
      ];
    })
    .sort((a, b) => savings(b) - savings(a) || a.score - b.score);
}

/**
 * Lighthouse's errors about recording the trace itself, which it asks to be run again for ("Please run Lighthouse
 * again"): here they come now and then on a busy machine, and a second run of the same page records normally.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** How often a run that ends in one of those errors is made again before the route is left without a figure. */
export const TRACE_ERROR_RETRIES = 2;

/** True when the run failed only to record its trace (see TRACE_ERRORS), so running it again is worth it. */
export function isTraceError(lhr: Lhr): boolean {
  return lhr.runtimeError !== undefined && TRACE_ERRORS.has(lhr.runtimeError.code);
}
