import { apps, remoteNames } from '../apps';
import {
  BUILD_TARGET_SETTING,
  ConfigError,
  hostingSite,
  localBuildEnv,
  productionBuildEnv,
  readAccountConfig,
  readSettings,
} from '../env';
import { productionSettings } from './production-settings';

describe('readSettings', () => {
  it('defaults every remote to the local emulator site and analytics to off', () => {
    expect(readSettings([], {})).toEqual({
      remoteManifests: Object.fromEntries(
        remoteNames.map((name) => [name, `http://127.0.0.1:${apps[name].hostingPort}/mf-manifest.json`]),
      ),
      gaMeasurementId: '',
    });
    expect(readSettings([], {}).remoteManifests.tools).toBe('http://127.0.0.1:5056/mf-manifest.json');
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

describe('readAccountConfig', () => {
  const project = {
    FIREBASE_API_KEY: 'AIza-test-key',
    FIREBASE_AUTH_DOMAIN: 'agency.firebaseapp.com',
    FIREBASE_PROJECT_ID: 'agency',
  };

  it('refuses a build with no Firebase project and no emulator, naming the setting', () => {
    expect(() => readAccountConfig({})).toThrow(ConfigError);
    expect(() => readAccountConfig({})).toThrow(/^FIREBASE_API_KEY is not set/);
  });

  it('uses the Auth emulator with a demo project when asked to', () => {
    expect(readAccountConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-mediavelocity.firebaseapp.com',
        projectId: 'demo-mediavelocity',
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      stripe: null,
      hubspot: null,
      invoicesUrl: 'http://127.0.0.1:5001/demo-mediavelocity/us-central1/clientInvoices',
    });
  });

  it('reads a real project and both providers', () => {
    const config = readAccountConfig({
      ...project,
      FIREBASE_APP_ID: '1:123:web:abc',
      STRIPE_BUY_BUTTON_ID: 'buy_btn_1AbC',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1AbC',
      HUBSPOT_PORTAL_ID: '123456',
      HUBSPOT_FORM_ID: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d',
      HUBSPOT_REGION: 'eu1',
    });
    expect(config).toEqual({
      firebase: {
        apiKey: 'AIza-test-key',
        authDomain: 'agency.firebaseapp.com',
        projectId: 'agency',
        appId: '1:123:web:abc',
      },
      authEmulatorUrl: null,
      stripe: { buyButtonId: 'buy_btn_1AbC', publishableKey: 'pk_live_1AbC' },
      hubspot: { portalId: '123456', formId: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d', region: 'eu1' },
      invoicesUrl: 'https://us-central1-agency.cloudfunctions.net/clientInvoices',
    });
  });

  it.each([
    [{ FIREBASE_API_KEY: 'k' }, /FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID are not set/],
    [{ ...project, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /both set/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST must look like host:port/],
    [{ ...project, STRIPE_BUY_BUTTON_ID: 'buy_btn_1' }, /STRIPE_PUBLISHABLE_KEY is not set/],
    [{ ...project, STRIPE_BUY_BUTTON_ID: 'buy_btn_1', STRIPE_PUBLISHABLE_KEY: 'sk_live_1' }, /never the secret one/],
    [{ ...project, HUBSPOT_PORTAL_ID: 'abc', HUBSPOT_FORM_ID: 'x' }, /HUBSPOT_PORTAL_ID must look like a number/],
    [
      { ...project, HUBSPOT_PORTAL_ID: '1', HUBSPOT_FORM_ID: 'not-a-guid' },
      /HUBSPOT_FORM_ID must look like a form GUID/,
    ],
  ])('refuses %p, naming the setting', (env, message) => {
    expect(() => readAccountConfig(env)).toThrow(message);
  });
});

describe('localBuildEnv', () => {
  it('points a build with no Firebase project at the local Auth emulator', () => {
    expect(localBuildEnv({}).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('leaves a configured project alone', () => {
    expect(localBuildEnv({ FIREBASE_API_KEY: 'k' }).FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });
});

describe('a production build', () => {
  const production = productionSettings;

  it('is marked, so that every app build checks its settings again', () => {
    expect(productionBuildEnv(production)[BUILD_TARGET_SETTING]).toBe('production');
  });

  it.each([
    ['FIREBASE_API_KEY', { FIREBASE_API_KEY: '' }, /FIREBASE_API_KEY is not set/],
    ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: undefined }, /FIREBASE_PROJECT_ID is not set/],
    [
      'FIREBASE_AUTH_EMULATOR_HOST',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_HOST is set/,
    ],
    ['REMOTE_TOOLS_URL', { REMOTE_TOOLS_URL: undefined }, /REMOTE_TOOLS_URL is not set/],
    [
      'REMOTE_ACCOUNT_URL',
      { REMOTE_ACCOUNT_URL: 'http://agency-account.web.app/mf-manifest.json' },
      /REMOTE_ACCOUNT_URL must be an https URL in a production build/,
    ],
  ])('fails without a sound %s, naming it', (_name, change, message) => {
    const env = { ...production, ...change };
    expect(() => productionBuildEnv(env)).toThrow(ConfigError);
    expect(() => productionBuildEnv(env)).toThrow(message);
    // And so does each app's build, where the release marked it production.
    const marked = { ...env, [BUILD_TARGET_SETTING]: 'production' };
    expect(() => readSettings([], marked)).toThrow(message);
    expect(() => readAccountConfig(marked)).toThrow(message);
  });

  it('lists every problem at once', () => {
    expect(() => productionBuildEnv({})).toThrow(
      /FIREBASE_API_KEY[^]*FIREBASE_AUTH_DOMAIN[^]*FIREBASE_PROJECT_ID[^]*REMOTE_PORTFOLIO_URL[^]*REMOTE_TOOLS_URL[^]*REMOTE_ACCOUNT_URL/,
    );
  });

  it("deploys each app to its site: the project's own for the shell, the manifest's *.web.app site for a remote", () => {
    expect(hostingSite('shell', production)).toBe('agency');
    expect(hostingSite('tools', production)).toBe('agency-tools');
    expect(hostingSite('tools', { ...production, HOSTING_SITE_TOOLS: 'agency-utilities' })).toBe('agency-utilities');
    expect(() =>
      hostingSite('tools', { ...production, REMOTE_TOOLS_URL: 'https://tools.agency.example/mf-manifest.json' }),
    ).toThrow(/HOSTING_SITE_TOOLS is not set, and REMOTE_TOOLS_URL is not a \*\.web\.app address/);
  });
});
