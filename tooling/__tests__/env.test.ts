import { ConfigError, readSettings } from '../env';

describe('readSettings', () => {
  it('defaults every remote to the local emulator site and analytics to off', () => {
    expect(readSettings([], {})).toEqual({
      remoteManifests: {
        portfolio: 'http://127.0.0.1:5055/mf-manifest.json',
        tools: 'http://127.0.0.1:5056/mf-manifest.json',
        account: 'http://127.0.0.1:5057/mf-manifest.json',
      },
      gaMeasurementId: '',
    });
  });

  it('takes a remote being developed from its dev server, the others from their settings', () => {
    const settings = readSettings(['tools'], { REMOTE_ACCOUNT_URL: 'https://account.example.com/v3/mf-manifest.json' });
    expect(settings.remoteManifests.tools).toBe('http://127.0.0.1:3002/mf-manifest.json');
    expect(settings.remoteManifests.account).toBe('https://account.example.com/v3/mf-manifest.json');
    expect(settings.remoteManifests.portfolio).toBe('http://127.0.0.1:5055/mf-manifest.json');
  });

  it.each([
    [{ REMOTE_TOOLS_URL: 'tools.example.com' }, /REMOTE_TOOLS_URL must be an absolute URL/],
    [{ REMOTE_TOOLS_URL: 'ftp://tools.example.com/mf-manifest.json' }, /REMOTE_TOOLS_URL must be an http\(s\) URL/],
    [{ REMOTE_PORTFOLIO_URL: 'https://p.example.com/remoteEntry.js' }, /REMOTE_PORTFOLIO_URL must point at/],
    [{ GA_MEASUREMENT_ID: 'UA-1234-1' }, /GA_MEASUREMENT_ID must look like G-/],
  ])('refuses %p, naming the setting', (env, message) => {
    expect(() => readSettings([], env)).toThrow(ConfigError);
    expect(() => readSettings([], env)).toThrow(message);
  });

  it('accepts a GA4 id', () => {
    expect(readSettings([], { GA_MEASUREMENT_ID: 'G-ABC123XYZ' }).gaMeasurementId).toBe('G-ABC123XYZ');
  });
});
