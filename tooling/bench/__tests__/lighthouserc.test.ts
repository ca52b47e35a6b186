/**
 * The bench's Lighthouse CI configuration (lighthouserc.cjs at the repository's root), checked with Lighthouse CI's
 * own assertion code on made-up results: which pages it runs, and which results pass its targets.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { NOT_FOUND_PATH, sitePages } from '../../seo/site-routes';

interface AssertionResult {
  readonly url: string;
  readonly auditId: string;
  /** The category of a `categories:<id>` target. */
  readonly auditProperty?: string;
  readonly passed: boolean;
}

interface LighthouseCiConfig {
  readonly ci: {
    readonly collect: {
      readonly url: readonly string[];
      readonly numberOfRuns: number;
      readonly chromePath: string;
      readonly settings: { readonly chromeFlags: string; readonly onlyCategories: readonly string[] };
    };
    readonly assert: { readonly assertMatrix: readonly { readonly matchingUrlPattern: string }[] };
    readonly upload: { readonly target: string; readonly outputDir: string };
  };
}

const load = createRequire(__filename);
const repoRoot = path.resolve(__dirname, '../../..');
const { ci } = load(path.join(repoRoot, 'lighthouserc.cjs')) as LighthouseCiConfig;
const { getAllAssertionResults } = load('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults: (options: LighthouseCiConfig['ci']['assert'], lhrs: unknown[]) => AssertionResult[];
};

const base = 'http://127.0.0.1:5050';

/** The fields of a result Lighthouse CI's assertions read; every target met unless overridden. */
function result(pathname: string, scores: Partial<Record<string, number>> = {}, cls = 0) {
  const categories = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, { id, score: scores[id] ?? 1 }]),
  );
  const url = `${base}${pathname}`;
  return {
    requestedUrl: url,
    finalUrl: url,
    categories,
    audits: {
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 1, numericValue: cls },
    },
  };
}

const failures = (...lhrs: unknown[]): string[] =>
  getAllAssertionResults(ci.assert, lhrs).map(
    (failure) =>
      `${new URL(failure.url).pathname} ${[failure.auditId, failure.auditProperty].filter(Boolean).join('.')}`,
  );

describe('the Lighthouse CI configuration', () => {
  it('runs every page of the site and the not-found page, on the local site', () => {
    expect(ci.collect.url).toEqual([...sitePages().map((page) => page.path), NOT_FOUND_PATH].map((p) => base + p));
    expect(ci.collect.url).toContain(`${base}/`);
    expect(ci.collect.numberOfRuns).toBe(1);
    expect(ci.collect.settings.onlyCategories).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
  });

  it("runs this machine's Chromium, which resolves no host but the site's", () => {
    expect(ci.collect.chromePath).toBe(process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium');
    expect(ci.collect.settings.chromeFlags).toContain('--no-sandbox --disable-gpu');
    expect(ci.collect.settings.chromeFlags).toContain('--host-resolver-rules="MAP * ~NOTFOUND');
  });

  it('keeps the reports on this machine, in a git-ignored folder', () => {
    expect(ci.upload).toEqual({ target: 'filesystem', outputDir: 'bench/lhci' });
  });

  it('gives each page one set of targets', () => {
    for (const url of ci.collect.url) {
      const matching = ci.assert.assertMatrix.filter((entry) => new RegExp(entry.matchingUrlPattern).test(url));
      expect([url, matching.length]).toEqual([url, 1]);
    }
  });

  it('passes pages at 100 in every category with no layout shift, the not-found page at SEO 66', () => {
    expect(failures(result('/'), result('/work'), result(NOT_FOUND_PATH, { seo: 0.664 }))).toEqual([]);
  });

  it('fails any category under 100 and any layout shift, naming the page', () => {
    expect(
      failures(
        result('/', { performance: 0.87 }),
        result('/work', { accessibility: 0.98, seo: 0.92 }),
        result('/pay', { 'best-practices': 0.96 }, 0.01),
        result('/contact', { seo: 0.664 }),
      ),
    ).toEqual([
      '/ categories.performance',
      '/work categories.accessibility',
      '/work categories.seo',
      '/pay categories.best-practices',
      '/pay cumulative-layout-shift',
      '/contact categories.seo',
    ]);
  });

  it('fails the not-found page on anything but its noindex', () => {
    expect(failures(result(NOT_FOUND_PATH, { seo: 0.58, performance: 0.9 }))).toEqual([
      `${NOT_FOUND_PATH} categories.performance`,
      `${NOT_FOUND_PATH} categories.seo`,
    ]);
  });
});
