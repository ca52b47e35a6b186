import { chromeFlags, chromeFlagsString, ChromiumMissing, chromiumPath, hostResolverRules } from '../chromium';

describe('Chromium for the prerender and the bench', () => {
  it('runs without sandbox, GPU or background traffic, resolving no host but this machine', () => {
    expect(chromeFlags()).toEqual([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ]);
    expect(hostResolverRules(['preview.example.com', 'localhost'])).toBe(
      'MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE preview.example.com',
    );
  });

  it('gives Lighthouse the flags as one string, the resolver rule quoted', () => {
    expect(chromeFlagsString()).toBe(
      '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync ' +
        '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"',
    );
  });

  it('says clearly when Chromium is missing, with an error of its own (npm start then serves unprerendered)', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/no/such/chromium' })).toThrow(
      /Chromium is not at \/no\/such\/chromium.*CHROMIUM_PATH/,
    );
    expect(() => chromiumPath({ CHROMIUM_PATH: '/no/such/chromium' })).toThrow(ChromiumMissing);
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
});
