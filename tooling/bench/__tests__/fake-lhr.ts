/** A small Lighthouse result for the tests: the fields the bench reads, with made-up values. */
import type { Lhr, LhrAudit, NetworkRequest } from '../lhr';

const audit = (id: string, fields: Partial<LhrAudit> = {}): LhrAudit => ({
  id,
  title: id,
  score: 1,
  scoreDisplayMode: 'numeric',
  ...fields,
});

export const fakeRequests: NetworkRequest[] = [
  { url: 'http://127.0.0.1:5050/', resourceType: 'Document', statusCode: 200, transferSize: 2700, resourceSize: 458 },
  {
    url: 'http://127.0.0.1:5050/main.js',
    resourceType: 'Script',
    statusCode: 200,
    transferSize: 28000,
    resourceSize: 83000,
  },
  {
    url: 'http://127.0.0.1:5055/remoteEntry.js',
    resourceType: 'Script',
    statusCode: 200,
    transferSize: 8800,
    resourceSize: 22000,
  },
  // The same script twice (e.g. a retry) counts once.
  {
    url: 'http://127.0.0.1:5055/remoteEntry.js',
    resourceType: 'Script',
    statusCode: 200,
    transferSize: 8800,
    resourceSize: 22000,
  },
  { url: 'http://127.0.0.1:5050/gone.js', resourceType: 'Script', statusCode: 404, transferSize: 600 },
  {
    url: 'http://127.0.0.1:5050/app.css',
    resourceType: 'Stylesheet',
    statusCode: 200,
    transferSize: 26000,
    resourceSize: 159000,
  },
  { url: 'data:image/svg+xml,%3csvg%3e', resourceType: 'Image', statusCode: 200, transferSize: 0 },
  { url: 'https://www.googletagmanager.com/gtag/js?id=G-X', resourceType: 'Script', statusCode: -1, transferSize: 0 },
];

export function fakeLhr(overrides: { performance?: number; tbt?: number; requests?: NetworkRequest[] } = {}): Lhr {
  const performance = overrides.performance ?? 0.63;
  return {
    lighthouseVersion: '13.5.0',
    finalDisplayedUrl: 'http://127.0.0.1:5050/',
    environment: { benchmarkIndex: 800 },
    runWarnings: [],
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: performance,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
          { id: 'speed-index', weight: 10, group: 'metrics' },
          { id: 'interactive', weight: 0, group: 'hidden' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'unused-css-rules', weight: 0, group: 'diagnostics' },
          { id: 'total-byte-weight', weight: 0, group: 'diagnostics' },
          { id: 'network-requests', weight: 0, group: 'hidden' },
        ],
      },
      accessibility: {
        id: 'accessibility',
        title: 'Accessibility',
        score: 1,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'video-caption', weight: 10 },
        ],
      },
      'best-practices': { id: 'best-practices', title: 'Best Practices', score: 1, auditRefs: [] },
      seo: {
        id: 'seo',
        title: 'SEO',
        score: 0.92,
        auditRefs: [
          { id: 'robots-txt', weight: 1 },
          { id: 'document-title', weight: 11 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', { numericValue: 976.2, score: 0.98 }),
      'largest-contentful-paint': audit('largest-contentful-paint', {
        title: 'Largest Contentful Paint',
        numericValue: 4365.3,
        score: 0.4,
        displayValue: '4.4 s',
      }),
      'total-blocking-time': audit('total-blocking-time', {
        title: 'Total Blocking Time',
        numericValue: overrides.tbt ?? 971.5,
        score: 0.28,
        displayValue: '970 ms',
      }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0, score: 1 }),
      'speed-index': audit('speed-index', { numericValue: 2200, score: 0.99 }),
      interactive: audit('interactive', { score: 0.83 }),
      'bootup-time': audit('bootup-time', {
        title: 'Reduce JavaScript execution time',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: '1.5 s',
        metricSavings: { TBT: 800 },
      }),
      'unused-css-rules': audit('unused-css-rules', {
        title: 'Reduce unused CSS',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { FCP: 0, LCP: 0 },
      }),
      'total-byte-weight': audit('total-byte-weight', { numericValue: 251594 }),
      'network-requests': audit('network-requests', {
        score: null,
        scoreDisplayMode: 'informative',
        details: { type: 'table', items: overrides.requests ?? fakeRequests },
      }),
      'color-contrast': audit('color-contrast', { scoreDisplayMode: 'binary' }),
      'video-caption': audit('video-caption', { score: null, scoreDisplayMode: 'notApplicable' }),
      'robots-txt': audit('robots-txt', { title: 'robots.txt is not valid', score: 0, scoreDisplayMode: 'binary' }),
      'document-title': audit('document-title', { scoreDisplayMode: 'binary' }),
    },
  };
}
