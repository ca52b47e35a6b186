import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lhr } from '../lhr';
import { assetUrls, medianRuns, missedTargets, routeRow, routeTable, type AssertionResult } from '../report';
import { fakeLhr } from './fake-lhr';

const gzipSizes: Record<string, number> = {
  'http://127.0.0.1:5050/main.js': 25000,
  'http://127.0.0.1:5055/remoteEntry.js': 8000,
  'http://127.0.0.1:5050/app.css': 23000,
};
const gzipOf = (url: string): number | undefined => gzipSizes[url];

describe("Lighthouse CI's filesystem upload", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the LHRs and a manifest.json as `lhci upload --target=filesystem` does (not-representative runs first). */
  function writeUpload(runs: readonly { lhr: Lhr; representative: boolean }[]): string {
    const manifest = runs.map(({ lhr, representative }, i) => {
      const jsonPath = path.join(dir, `run-${i}.report.json`);
      writeFileSync(jsonPath, JSON.stringify(lhr));
      return {
        url: lhr.requestedUrl,
        isRepresentativeRun: representative,
        htmlPath: jsonPath.replace(/json$/, 'html'),
        jsonPath,
        summary: { performance: lhr.categories.performance?.score ?? null },
      };
    });
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    return file;
  }

  it("gives each page's median run, in the order the pages ran", () => {
    const file = writeUpload([
      { lhr: fakeLhr({ performance: 0.5 }), representative: false },
      { lhr: fakeLhr({ performance: 0.9 }), representative: false },
      { lhr: fakeLhr({ performance: 0.7 }), representative: true },
      { lhr: fakeLhr({ url: 'http://127.0.0.1:5050/work', performance: 0.8 }), representative: true },
    ]);
    const runs = medianRuns(file);
    expect(runs.map((lhr) => [lhr.requestedUrl, lhr.categories.performance?.score])).toEqual([
      ['http://127.0.0.1:5050/', 0.7],
      ['http://127.0.0.1:5050/work', 0.8],
    ]);
  });

  it('fails on a manifest that is not there', () => {
    expect(() => medianRuns(path.join(dir, 'none.json'))).toThrow(/ENOENT/);
  });
});

describe('the table', () => {
  it('lists the local scripts and style sheets to gzip', () => {
    expect(assetUrls(fakeLhr())).toEqual([
      'http://127.0.0.1:5050/main.js',
      'http://127.0.0.1:5055/remoteEntry.js',
      'http://127.0.0.1:5055/remoteEntry.js',
      'http://127.0.0.1:5050/app.css',
    ]);
  });

  it("has a row of a page's scores, metrics and gzip sums, naming what could not be gzipped", () => {
    expect(routeRow(fakeLhr({ url: 'http://127.0.0.1:5050/work?x=1' }), gzipOf)).toEqual({
      path: '/work',
      performance: 63,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 976.2,
      lcp: 4365.3,
      tbt: 971.5,
      cls: 0,
      bytes: 251594,
      jsGzip: 33000,
      cssGzip: 23000,
      gzipMissing: [],
    });
    expect(routeRow(fakeLhr(), () => undefined).gzipMissing).toHaveLength(3);
  });

  it('is one Markdown table with the README’s columns, every line as wide', () => {
    const row = routeRow(fakeLhr(), gzipOf);
    const lines = routeTable([row, { ...row, path: '/springfield-little-theatre' }]).split('\n');
    const cells = (line: string | undefined) => line?.split('|').map((cell) => cell.trim());
    expect(cells(lines[0])).toEqual([
      '',
      'Route',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Bytes',
      'JS gzip',
      'CSS gzip',
      '',
    ]);
    expect(cells(lines[2])).toEqual([
      '',
      '/',
      '63',
      '100',
      '100',
      '92',
      '976 ms',
      '4.4 s',
      '972 ms',
      '0.000',
      '245.7 KiB',
      '32.2 KiB',
      '22.5 KiB',
      '',
    ]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('the missed targets', () => {
  const result = (fields: Partial<AssertionResult>): AssertionResult => ({
    url: 'http://127.0.0.1:5050/',
    auditId: 'categories',
    auditProperty: 'performance',
    operator: '>=',
    expected: 1,
    actual: 0.87,
    level: 'error',
    passed: false,
    ...fields,
  });

  it('are one line per target, with each page and what it measured', () => {
    expect(
      missedTargets([
        result({}),
        result({ url: 'http://127.0.0.1:5050/work', actual: 0.9 }),
        result({
          auditId: 'cumulative-layout-shift',
          auditProperty: undefined,
          operator: '<=',
          expected: 0,
          actual: 0.0123,
        }),
        result({ url: 'http://127.0.0.1:5050/pay', auditProperty: 'seo', passed: true, actual: 1 }),
        result({ auditProperty: 'seo', level: 'warn', actual: 0.5 }),
      ]),
    ).toEqual([
      'categories.performance >= 1 missed on 2 pages: / (0.87), /work (0.9)',
      'cumulative-layout-shift <= 0 missed on 1 page: / (0.012)',
    ]);
  });
});
