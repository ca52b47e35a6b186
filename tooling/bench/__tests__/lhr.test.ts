import { assetRequests, categoryScores, gzipSum, isLocalUrl, metrics } from '../lhr';
import { fakeLhr } from './fake-lhr';

describe('reading a Lighthouse result', () => {
  it('gives the four category scores out of 100, and null for a category without a score', () => {
    expect(categoryScores(fakeLhr())).toEqual({ performance: 63, accessibility: 100, bestPractices: 100, seo: 92 });
    const unscored = { ...fakeLhr(), categories: { performance: { score: null } } };
    expect(categoryScores(unscored)).toEqual({
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
    });
  });

  it('gives FCP, LCP, TBT, CLS and the total bytes', () => {
    expect(metrics(fakeLhr())).toEqual({ fcp: 976.2, lcp: 4365.3, tbt: 971.5, cls: 0, bytes: 251594 });
    expect(metrics({ ...fakeLhr(), audits: {} })).toEqual({ fcp: null, lcp: null, tbt: null, cls: null, bytes: null });
  });

  it('picks the scripts and style sheets that loaded', () => {
    const lhr = fakeLhr();
    expect(assetRequests(lhr, 'js').map((request) => request.url)).toEqual([
      'http://127.0.0.1:5050/main.js',
      'http://127.0.0.1:5055/remoteEntry.js',
      'http://127.0.0.1:5055/remoteEntry.js',
    ]);
    expect(assetRequests(lhr, 'css').map((request) => request.url)).toEqual(['http://127.0.0.1:5050/app.css']);
    expect(assetRequests({ ...lhr, audits: {} }, 'js')).toEqual([]);
  });

  it('adds up gzip sizes once per URL, counting the transfer size of a URL it could not gzip', () => {
    const sizes: Record<string, number> = { 'http://127.0.0.1:5050/main.js': 25000 };
    const sum = gzipSum(assetRequests(fakeLhr(), 'js'), (url) => sizes[url]);
    expect(sum).toEqual({ bytes: 25000 + 8800, missing: ['http://127.0.0.1:5055/remoteEntry.js'] });
  });

  it('tells the URLs that never leave the machine', () => {
    expect(isLocalUrl('http://127.0.0.1:5050/')).toBe(true);
    expect(isLocalUrl('http://localhost:3000/x.js')).toBe(true);
    expect(isLocalUrl('http://[::1]:5050/')).toBe(true);
    expect(isLocalUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isLocalUrl('https://js.stripe.com/v3/buy-button.js')).toBe(false);
    expect(isLocalUrl('http://127.0.0.1.example.com/')).toBe(false);
    expect(isLocalUrl('not a url')).toBe(false);
  });
});
