/** A small Lighthouse result for the tests: the fields the bench reads, with made-up values. */
import type { Lhr, NetworkRequest } from '../report';

export const fakeRequests: NetworkRequest[] = [
  { url: 'http://127.0.0.1:5050/', resourceType: 'Document', statusCode: 200, transferSize: 2700 },
  { url: 'http://127.0.0.1:5050/main.js', resourceType: 'Script', statusCode: 200, transferSize: 28000 },
  { url: 'http://127.0.0.1:5055/remoteEntry.js', resourceType: 'Script', statusCode: 200, transferSize: 8800 },
  // The same script twice (e.g. a retry) counts once.
  { url: 'http://127.0.0.1:5055/remoteEntry.js', resourceType: 'Script', statusCode: 200, transferSize: 8800 },
  { url: 'http://127.0.0.1:5050/gone.js', resourceType: 'Script', statusCode: 404, transferSize: 600 },
  { url: 'http://127.0.0.1:5050/app.css', resourceType: 'Stylesheet', statusCode: 200, transferSize: 26000 },
  { url: 'data:image/svg+xml,%3csvg%3e', resourceType: 'Image', statusCode: 200, transferSize: 0 },
  { url: 'https://www.googletagmanager.com/gtag/js?id=G-X', resourceType: 'Script', statusCode: -1, transferSize: 0 },
];

export function fakeLhr(overrides: { url?: string; performance?: number; requests?: NetworkRequest[] } = {}): Lhr {
  return {
    lighthouseVersion: '12.1.0',
    requestedUrl: overrides.url ?? 'http://127.0.0.1:5050/',
    environment: { benchmarkIndex: 800, hostUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.1.2' },
    categories: {
      performance: { score: overrides.performance ?? 0.63 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 976.2 },
      'largest-contentful-paint': { numericValue: 4365.3 },
      'total-blocking-time': { numericValue: 971.5 },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-byte-weight': { numericValue: 251594 },
      'network-requests': { details: { items: overrides.requests ?? fakeRequests } },
    },
  };
}
