import { costLines, medianFigures, routeResult, routeTable, summariseRun, type Figures } from '../summary';
import { fakeLhr } from './fake-lhr';

const gzipSizes: Record<string, number> = {
  'http://127.0.0.1:5050/main.js': 25000,
  'http://127.0.0.1:5055/remoteEntry.js': 8000,
  'http://127.0.0.1:5050/app.css': 23000,
};
const gzipOf = (url: string): number | undefined => gzipSizes[url];
const route = { path: '/', app: 'portfolio', url: 'http://127.0.0.1:5050/' };

describe('the figures of a run', () => {
  it('has the scores, metrics and gzip sums of the scripts and style sheets', () => {
    const run = summariseRun(fakeLhr(), gzipOf);
    expect(run.figures).toEqual({
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
      jsTransfer: 28000 + 8800 + 8800,
      cssTransfer: 26000,
    });
    expect(run.nonLocal).toHaveLength(1);
    expect(run.gzipMissing).toEqual([]);
    expect(run.scripts[0]).toEqual({
      url: 'http://127.0.0.1:5050/main.js',
      gzip: 25000,
      transfer: 28000,
      resource: 83000,
    });
  });
});

describe('a route over several runs', () => {
  it('takes the median of each figure, and the details of the run nearest the median score', () => {
    const runs = [0.5, 0.7, 0.6].map((performance, i) =>
      summariseRun(fakeLhr({ performance, tbt: [900, 1000, 3000][i] }), gzipOf),
    );
    const result = routeResult(route, runs, []);
    expect(result.runs).toBe(3);
    expect(result.figures?.performance).toBe(60);
    expect(result.figures?.tbt).toBe(1000);
    expect(result.perRun.map((figures) => figures.performance)).toEqual([50, 70, 60]);
    expect(result.details?.costs.find((cost) => cost.id === 'total-blocking-time')?.displayValue).toBe('970 ms');
  });

  it('keeps a route whose runs all failed, with the errors', () => {
    const result = routeResult(route, [], ['PAGE_HUNG: the page did not load']);
    expect(result).toMatchObject({
      runs: 0,
      figures: null,
      details: null,
      errors: ['PAGE_HUNG: the page did not load'],
    });
    expect(routeTable([result])).toContain('failed');
  });

  it('medians figures that some runs lack', () => {
    const base = summariseRun(fakeLhr(), gzipOf).figures;
    const figures: Figures[] = [
      { ...base, cls: null },
      { ...base, cls: 0.1 },
    ];
    expect(medianFigures(figures).cls).toBe(0.1);
  });
});

describe('the printed results', () => {
  const result = routeResult(route, [summariseRun(fakeLhr(), gzipOf)], []);

  it('is one Markdown table with the spec’d columns', () => {
    const lines = routeTable([result, { ...result, path: '/springfield-little-theatre' }]).split('\n');
    expect(lines[0]?.split('|').map((cell) => cell.trim())).toEqual([
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
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
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

  it('names, for each category under 100, the audits that cost the most', () => {
    expect(costLines([result], 2)).toEqual([
      '/: performance: Total Blocking Time −21.6 (score 0.28, 970 ms), Largest Contentful Paint −15 (score 0.4, 4.4 s); ' +
        'SEO: robots.txt is not valid −8.3 (score 0)',
    ]);
  });

  it('says nothing about a route at 100 everywhere', () => {
    const perfect = { ...result, figures: { ...(result.figures as Figures), performance: 100, seo: 100 } };
    expect(costLines([perfect])).toEqual([]);
  });
});
