import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  assetRequests,
  blockingOver,
  formatKiB,
  formatMs,
  gzipSizes,
  gzipSum,
  median,
  medianRuns,
  routeTable,
  type Lhr,
} from '../report';
import { fakeLhr } from './fake-lhr';

const sizes = new Map([
  ['http://127.0.0.1:5050/main.js', 25000],
  ['http://127.0.0.1:5055/remoteEntry.js', 8000],
  ['http://127.0.0.1:5050/app.css', 23000],
]);

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
        summary: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, category?.score])),
      };
    });
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    return file;
  }

  it("gives each page's median run, in the order the pages ran, scored with the median of its runs", () => {
    const file = writeUpload([
      { lhr: fakeLhr({ performance: 0.5 }), representative: false },
      { lhr: fakeLhr({ performance: 0.99 }), representative: true },
      { lhr: fakeLhr({ performance: 0.7 }), representative: false },
      { lhr: fakeLhr({ url: 'http://127.0.0.1:5050/work', performance: 0.8 }), representative: true },
      { lhr: fakeLhr({ url: 'http://127.0.0.1:5050/work', performance: 1 }), representative: false },
    ]);
    const runs = medianRuns(file);
    expect(runs.map((lhr) => [lhr.requestedUrl, lhr.categories.performance?.score, lhr.categories.seo?.score])).toEqual(
      [
        ['http://127.0.0.1:5050/', 0.7, 0.92],
        ['http://127.0.0.1:5050/work', 0.9, 0.92],
      ],
    );
    // The rest of the row is the median run's own.
    expect(runs[0]?.audits).toEqual(fakeLhr().audits);
  });

  it('takes the median as lhci assert does', () => {
    expect([median([3, 1, 2]), median([0.97, 1, 1, 0.99]), median([5])]).toEqual([2, 0.995, 5]);
  });

  it('fails on a manifest that is not there', () => {
    expect(() => medianRuns(path.join(dir, 'none.json'))).toThrow(/ENOENT/);
  });
});

describe('the scripts and style sheets a page loaded', () => {
  it('are the ones that loaded, each URL once', () => {
    const lhr = fakeLhr();
    expect(assetRequests(lhr, 'Script').map((request) => request.url)).toEqual([
      'http://127.0.0.1:5050/main.js',
      'http://127.0.0.1:5055/remoteEntry.js',
    ]);
    expect(assetRequests(lhr, 'Stylesheet').map((request) => request.url)).toEqual(['http://127.0.0.1:5050/app.css']);
    expect(assetRequests({ ...lhr, audits: {} }, 'Script')).toEqual([]);
  });

  it('add up their gzip sizes, counting the transfer size of one that could not be gzipped', () => {
    const sum = gzipSum(assetRequests(fakeLhr(), 'Script'), new Map([['http://127.0.0.1:5050/main.js', 25000]]));
    expect(sum).toEqual({ bytes: 25000 + 8800, missing: ['http://127.0.0.1:5055/remoteEntry.js'] });
  });

  describe('gzipSizes', () => {
    const body = 'console.log("hello");'.repeat(200);
    let server: http.Server;
    let base: string;
    const hits: string[] = [];

    beforeAll(async () => {
      server = http.createServer((request, response) => {
        hits.push(request.url ?? '');
        response.statusCode = request.url === '/app.js' ? 200 : 404;
        response.end(request.url === '/app.js' ? body : 'not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('gzips each body at level 9 once, and leaves out what does not answer', async () => {
      const gzip = await gzipSizes([`${base}/app.js`, `${base}/app.js`, `${base}/gone.js`, 'http://127.0.0.1:9/x.js']);
      expect(hits).toEqual(['/app.js', '/gone.js']);
      expect([...gzip]).toEqual([[`${base}/app.js`, gzipSync(body, { level: 9 }).length]]);
    });
  });
});

describe('the table', () => {
  it('shows times as Lighthouse does, and sizes in KiB', () => {
    expect([formatMs(976.2), formatMs(4365.3), formatMs(null)]).toEqual(['976 ms', '4.4 s', '–']);
    expect([formatKiB(159305), formatKiB(null)]).toEqual(['155.6 KiB', '–']);
  });

  it('is one Markdown table with the README’s columns, every line as wide, naming what could not be gzipped', () => {
    const unscored = {
      ...fakeLhr({ url: 'http://127.0.0.1:5050/springfield-little-theatre?x=1' }),
      audits: {},
      environment: {},
    };
    const { table, missing } = routeTable([fakeLhr(), { ...unscored, categories: {} }], sizes);
    const lines = table.split('\n');
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
      'Benchmark index',
      '',
    ]);
    expect(lines[1]).toMatch(/^\| -+ \| -+: \|/);
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
      '800',
      '',
    ]);
    expect(cells(lines[3])).toEqual([
      '',
      '/springfield-little-theatre',
      ...Array<string>(9).fill('–'),
      '0.0 KiB',
      '0.0 KiB',
      '–',
      '',
    ]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(missing).toEqual([]);
    expect(routeTable([fakeLhr()], new Map()).missing).toHaveLength(3);
  });
});

describe('the first load with margin', () => {
  it('names the pages whose total blocking time is over the limit, with it; a page not measured is not over', () => {
    const light = {
      ...fakeLhr({ url: 'http://127.0.0.1:5050/work' }),
      audits: { 'total-blocking-time': { numericValue: 50 } },
    };
    const unmeasured = { ...fakeLhr({ url: 'http://127.0.0.1:5050/pay' }), audits: {} };
    expect(blockingOver([fakeLhr(), light, unmeasured], 50)).toEqual(['/ (972 ms)']);
    expect(blockingOver([fakeLhr(), light], 1000)).toEqual([]);
    expect(blockingOver([light], 49)).toEqual(['/work (50 ms)']);
  });
});
