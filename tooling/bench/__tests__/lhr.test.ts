import {
  assetRequests,
  auditExamples,
  assetSums,
  categoryScores,
  gzipSum,
  isLocalUrl,
  isTraceError,
  metrics,
  nonLocalRequests,
  performanceHints,
  scoreCosts,
  type LhrAudit,
} from '../lhr';
import { fakeLhr } from './fake-lhr';

describe('reading a Lighthouse result', () => {
  it('gives the four category scores out of 100', () => {
    expect(categoryScores(fakeLhr())).toEqual({ performance: 63, accessibility: 100, bestPractices: 100, seo: 92 });
  });

  it('gives FCP, LCP, TBT, CLS and the total bytes', () => {
    expect(metrics(fakeLhr())).toEqual({ fcp: 976.2, lcp: 4365.3, tbt: 971.5, cls: 0, bytes: 251594 });
  });

  it('picks the scripts and style sheets that loaded', () => {
    const lhr = fakeLhr();
    expect(assetRequests(lhr, 'js').map((request) => request.url)).toEqual([
      'http://127.0.0.1:5050/main.js',
      'http://127.0.0.1:5055/remoteEntry.js',
      'http://127.0.0.1:5055/remoteEntry.js',
    ]);
    expect(assetRequests(lhr, 'css').map((request) => request.url)).toEqual(['http://127.0.0.1:5050/app.css']);
    expect(assetSums(assetRequests(lhr, 'css'))).toEqual({ count: 1, transfer: 26000, resource: 159000 });
  });

  it('adds up gzip sizes once per URL, counting the transfer size of a URL it could not gzip', () => {
    const sizes: Record<string, number> = { 'http://127.0.0.1:5050/main.js': 25000 };
    const sum = gzipSum(assetRequests(fakeLhr(), 'js'), (url) => sizes[url]);
    expect(sum).toEqual({ bytes: 25000 + 8800, missing: ['http://127.0.0.1:5055/remoteEntry.js'] });
  });

  it('tells local URLs from the rest', () => {
    expect(isLocalUrl('http://127.0.0.1:5050/')).toBe(true);
    expect(isLocalUrl('http://localhost:3000/x.js')).toBe(true);
    expect(isLocalUrl('http://[::1]:5050/')).toBe(true);
    expect(isLocalUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isLocalUrl('https://js.stripe.com/v3/buy-button.js')).toBe(false);
    expect(isLocalUrl('http://127.0.0.1.example.com/')).toBe(false);
    expect(isLocalUrl('not a url')).toBe(false);
  });

  it('lists requests to other hosts, and whether any was answered', () => {
    expect(nonLocalRequests(fakeLhr())).toEqual([
      { url: 'https://www.googletagmanager.com/gtag/js?id=G-X', statusCode: -1, answered: false },
    ]);
    const answered = fakeLhr({ requests: [{ url: 'https://fonts.gstatic.com/a.woff2', statusCode: 200 }] });
    expect(nonLocalRequests(answered)).toEqual([
      { url: 'https://fonts.gstatic.com/a.woff2', statusCode: 200, answered: true },
    ]);
  });

  it('costs each failing weighted audit its share of the weight times what it missed', () => {
    const costs = scoreCosts(fakeLhr());
    expect(costs.map(({ category, id, points }) => ({ category, id, points }))).toEqual([
      // 30 / 100 × (1 − 0.28) × 100
      { category: 'performance', id: 'total-blocking-time', points: 21.6 },
      { category: 'performance', id: 'largest-contentful-paint', points: 15 },
      // robots-txt: 1 / 12 of SEO's weight, score 0
      { category: 'seo', id: 'robots-txt', points: 8.3 },
      { category: 'performance', id: 'first-contentful-paint', points: 0.2 },
      { category: 'performance', id: 'speed-index', points: 0.1 },
    ]);
    expect(costs[0]).toMatchObject({ title: 'Total Blocking Time', score: 0.28, displayValue: '970 ms' });
  });

  it('leaves audits that do not apply out of the weights', () => {
    // video-caption (weight 10) is not applicable: color-contrast alone makes accessibility's score.
    const lhr = fakeLhr();
    const failing = {
      ...lhr,
      audits: { ...lhr.audits, 'color-contrast': { ...(lhr.audits['color-contrast'] as LhrAudit), score: 0 } },
    };
    expect(scoreCosts(failing).find((cost) => cost.id === 'color-contrast')?.points).toBe(100);
  });

  it('lists the failing unweighted performance audits, the biggest savings first', () => {
    expect(performanceHints(fakeLhr()).map((hint) => hint.id)).toEqual(['bootup-time', 'unused-css-rules']);
  });

  it('keeps a few examples of what fails, from the audit items', () => {
    const audit = {
      id: 'errors-in-console',
      title: 'Browser errors were logged to the console',
      score: 0,
      scoreDisplayMode: 'binary',
      details: {
        type: 'table',
        items: [
          { source: 'exception', description: 'Error: Loading   chunk 890 failed.\n(missing)' },
          { node: { snippet: '<a class="nav-link">', selector: 'nav > a' } },
          { source: { url: 'http://127.0.0.1:5055/remoteEntry.js' } },
          { description: 'a fourth one, left out' },
        ],
      },
    };
    expect(auditExamples(audit)).toEqual([
      'Error: Loading chunk 890 failed. (missing)',
      '<a class="nav-link">',
      'http://127.0.0.1:5055/remoteEntry.js',
    ]);
    expect(auditExamples({ ...audit, details: { type: 'checklist', items: { a: 1 } } })).toEqual([]);
  });
});

describe('isTraceError', () => {
  const failed = (code: string) => ({ ...fakeLhr(), runtimeError: { code, message: `${code}: …` } });

  it('is true for the errors Lighthouse asks to be run again for, the trace not recorded', () => {
    expect(isTraceError(failed('NO_NAVSTART'))).toBe(true);
    expect(isTraceError(failed('NO_TRACING_STARTED'))).toBe(true);
  });

  it('is false for a result, and for errors that say something about the page', () => {
    expect(isTraceError(fakeLhr())).toBe(false);
    expect(isTraceError(failed('NO_FCP'))).toBe(false);
    expect(isTraceError(failed('ERRORED_DOCUMENT_REQUEST'))).toBe(false);
  });
});
