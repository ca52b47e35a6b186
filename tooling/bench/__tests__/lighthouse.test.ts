import { BLOCKED_URL_PATTERNS, chromeFlags, chromiumPath, hostResolverRules, lighthouseConfig } from '../lighthouse';

describe('the Lighthouse set-up', () => {
  it('runs mobile, with simulated throttling, the four categories, third parties blocked', () => {
    expect(lighthouseConfig.settings).toMatchObject({
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: false,
    });
    expect(lighthouseConfig.settings?.clearStorageTypes).toEqual(
      expect.arrayContaining(['indexeddb', 'local_storage', 'cookies', 'cache_storage']),
    );
    expect(BLOCKED_URL_PATTERNS).toEqual(
      expect.arrayContaining(['*googletagmanager.com*', '*google-analytics.com*', '*hsforms.net*', '*youtube*']),
    );
  });

  it('starts Chromium headless, resolving no host but this machine', () => {
    expect(chromeFlags()).toEqual(
      expect.arrayContaining(['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']),
    );
    expect(hostResolverRules()).toBe('--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1');
    expect(hostResolverRules(['preview.example.com'])).toContain('EXCLUDE preview.example.com');
  });

  it('says clearly when Chromium is missing', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/no/such/chromium' })).toThrow(
      /Chromium is not at \/no\/such\/chromium.*CHROMIUM_PATH/,
    );
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
});
