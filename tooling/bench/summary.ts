/** From Lighthouse results to the bench's figures: one row per route, the median of its runs. */
import {
  CATEGORIES,
  assetRequests,
  assetSums,
  categoryScores,
  gzipSum,
  metrics,
  nonLocalRequests,
  performanceHints,
  scoreCosts,
  type CategoryKey,
  type Lhr,
  type NonLocalRequest,
  type PerformanceHint,
  type ScoreCost,
} from './lhr';
import { medianOrNull, nearestToMedian } from './stats';
import { formatCls, formatKiB, formatMs, formatScore, markdownTable, type Column } from './table';

/** The figures of one run, or the medians of several. Scores 0–100, times in ms, sizes in bytes. */
export interface Figures {
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  readonly fcp: number | null;
  readonly lcp: number | null;
  readonly tbt: number | null;
  readonly cls: number | null;
  /** Total bytes transferred (`total-byte-weight`). */
  readonly bytes: number | null;
  /** gzip -9 of the scripts the page loaded. */
  readonly jsGzip: number | null;
  /** gzip -9 of the style sheets the page loaded. */
  readonly cssGzip: number | null;
  /** Scripts and style sheets as transferred (gzip from the server plus headers), for reference. */
  readonly jsTransfer: number | null;
  readonly cssTransfer: number | null;
}

export const FIGURE_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bytes',
  'jsGzip',
  'cssGzip',
  'jsTransfer',
  'cssTransfer',
] as const satisfies readonly (keyof Figures)[];

export interface AssetEntry {
  readonly url: string;
  readonly gzip: number | null;
  readonly transfer: number;
  readonly resource: number;
}

export interface RunDetails {
  readonly figures: Figures;
  readonly costs: readonly ScoreCost[];
  readonly hints: readonly PerformanceHint[];
  readonly scripts: readonly AssetEntry[];
  readonly stylesheets: readonly AssetEntry[];
  readonly nonLocal: readonly NonLocalRequest[];
  /** Asset URLs that could not be gzipped; their transfer size was counted instead. */
  readonly gzipMissing: readonly string[];
  readonly runWarnings: readonly string[];
  readonly finalUrl: string | null;
}

/** The figures and details of one Lighthouse run; `gzipOf` gives an asset URL's gzip -9 size when known. */
export function summariseRun(lhr: Lhr, gzipOf: (url: string) => number | undefined): RunDetails {
  const scores = categoryScores(lhr);
  const scripts = assetRequests(lhr, 'js');
  const stylesheets = assetRequests(lhr, 'css');
  const js = gzipSum(scripts, gzipOf);
  const css = gzipSum(stylesheets, gzipOf);
  const entries = (requests: typeof scripts): AssetEntry[] =>
    requests.map((request) => ({
      url: request.url,
      gzip: gzipOf(request.url) ?? null,
      transfer: request.transferSize ?? 0,
      resource: request.resourceSize ?? 0,
    }));
  return {
    figures: {
      ...scores,
      ...metrics(lhr),
      jsGzip: js.bytes,
      cssGzip: css.bytes,
      jsTransfer: assetSums(scripts).transfer,
      cssTransfer: assetSums(stylesheets).transfer,
    },
    costs: scoreCosts(lhr),
    hints: performanceHints(lhr),
    scripts: entries(scripts),
    stylesheets: entries(stylesheets),
    nonLocal: nonLocalRequests(lhr),
    gzipMissing: [...js.missing, ...css.missing],
    runWarnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl ?? null,
  };
}

/** Each figure's own median over the runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const result = {} as Record<keyof Figures, number | null>;
  for (const key of FIGURE_KEYS) result[key] = medianOrNull(runs.map((run) => run[key]));
  return result;
}

export interface RouteResult {
  readonly path: string;
  readonly app: string;
  readonly url: string;
  /** Runs that produced a result. */
  readonly runs: number;
  /** Medians over the runs; null when no run succeeded. */
  readonly figures: Figures | null;
  readonly perRun: readonly Figures[];
  /** Details (costs, hints, requests) of the run whose performance score is nearest the median. */
  readonly details: Omit<RunDetails, 'figures'> | null;
  readonly errors: readonly string[];
}

export function routeResult(
  route: { readonly path: string; readonly app: string; readonly url: string },
  runs: readonly RunDetails[],
  errors: readonly string[],
): RouteResult {
  if (runs.length === 0) return { ...route, runs: 0, figures: null, perRun: [], details: null, errors };
  const perRun = runs.map((run) => run.figures);
  const representative = runs[nearestToMedian(perRun.map((figures) => figures.performance ?? 0))] ?? runs[0];
  const { costs, hints, scripts, stylesheets, nonLocal, gzipMissing, runWarnings, finalUrl } =
    representative as RunDetails;
  const details = { costs, hints, scripts, stylesheets, nonLocal, gzipMissing, runWarnings, finalUrl };
  return { ...route, runs: runs.length, figures: medianFigures(perRun), perRun, details, errors };
}

const figure =
  (key: keyof Figures, format: (value: number | null) => string) =>
  (row: RouteResult): string =>
    row.figures ? format(row.figures[key]) : 'failed';

export const routeColumns: readonly Column<RouteResult>[] = [
  { header: 'Route', cell: (row) => row.path },
  { header: 'Performance', align: 'right', cell: figure('performance', formatScore) },
  { header: 'Accessibility', align: 'right', cell: figure('accessibility', formatScore) },
  { header: 'Best practices', align: 'right', cell: figure('bestPractices', formatScore) },
  { header: 'SEO', align: 'right', cell: figure('seo', formatScore) },
  { header: 'FCP', align: 'right', cell: figure('fcp', formatMs) },
  { header: 'LCP', align: 'right', cell: figure('lcp', formatMs) },
  { header: 'TBT', align: 'right', cell: figure('tbt', formatMs) },
  { header: 'CLS', align: 'right', cell: figure('cls', formatCls) },
  { header: 'Bytes', align: 'right', cell: figure('bytes', formatKiB) },
  { header: 'JS gzip', align: 'right', cell: figure('jsGzip', formatKiB) },
  { header: 'CSS gzip', align: 'right', cell: figure('cssGzip', formatKiB) },
];

export const routeTable = (rows: readonly RouteResult[]): string => markdownTable(routeColumns, rows);

const CATEGORY_LABEL: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
};

/**
 * For each route with a category under 100, that category's audits that cost the most points (at most `limit` each),
 * e.g. "/pay: performance: Largest Contentful Paint −13.8 (score 0.45, 4.2 s); SEO: Page is blocked from indexing
 * −33.6 (score 0)".
 */
export function costLines(rows: readonly RouteResult[], limit = 2): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const { figures, details } = row;
    if (!figures || !details) continue;
    const parts = CATEGORIES.flatMap(({ key }) => {
      if ((figures[key] ?? 100) >= 100) return [];
      const costs = details.costs.filter((cost) => cost.category === key).slice(0, limit);
      const text = costs.map(
        (cost) =>
          `${cost.title} −${cost.points} (score ${cost.score}${cost.displayValue ? `, ${cost.displayValue}` : ''})`,
      );
      return [`${CATEGORY_LABEL[key]}: ${text.length > 0 ? text.join(', ') : 'no weighted audit below 1'}`];
    });
    if (parts.length > 0) lines.push(`${row.path}: ${parts.join('; ')}`);
  }
  return lines;
}
