/**
 * The one place that reads build and deploy settings. Every setting is listed in `.env.example`; values come from the
 * environment or from a `.env` file at the repository root (never committed). Each problem names the setting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AccountConfig } from '@mediavelocity/contract';
import { apps, DEMO_PROJECT_ID, emulatorPorts, LOCAL_HOST, remoteNames, type AppName, type RemoteName } from './apps';

export const repoRoot = path.resolve(__dirname, '..');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Settings {
  /** Manifest URL of each remote, written into the shell's runtime config. */
  readonly remoteManifests: Readonly<Record<RemoteName, string>>;
  /** GA4 measurement id, or '' for no analytics at all. */
  readonly gaMeasurementId: string;
}

type Env = Readonly<Record<string, string | undefined>>;

let dotenvLoaded = false;

/** Loads `.env` once (Node's own parser); variables already set in the environment win. */
function loadDotenv(): void {
  if (dotenvLoaded) return;
  dotenvLoaded = true;
  const file = path.join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The process's environment, with `.env` loaded into it (once). */
export function environment(): NodeJS.ProcessEnv {
  loadDotenv();
  return process.env;
}

export const remoteUrlSetting = (name: RemoteName): string => `REMOTE_${name.toUpperCase()}_URL`;

export function localManifestUrl(name: RemoteName, mode: 'hosting' | 'dev'): string {
  const port = mode === 'dev' ? apps[name].devPort : apps[name].hostingPort;
  return `http://${LOCAL_HOST}:${port}/mf-manifest.json`;
}

function readUrl(env: Env, key: string, fallback: string): string {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be an absolute URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${key} must be an http(s) URL (got "${raw}").`);
  }
  if (!url.pathname.endsWith('.json')) {
    throw new ConfigError(`${key} must point at the remote's mf-manifest.json (got "${raw}").`);
  }
  return url.href;
}

function readGaId(env: Env): string {
  const raw = env.GA_MEASUREMENT_ID?.trim() ?? '';
  if (raw && !/^G-[A-Z0-9]{4,}$/.test(raw)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX (got "${raw}").`);
  }
  return raw;
}

/**
 * A remote listed in `devRemotes` is taken from its dev server (`npm run dev`); any other from its setting, or by
 * default from the local emulator's site that `npm start` serves.
 */
export function readSettings(devRemotes: readonly RemoteName[] = [], env: Env = (loadDotenv(), process.env)): Settings {
  if (isProductionBuild(env)) assertProductionSettings(env);
  const remoteManifests = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      devRemotes.includes(name)
        ? localManifestUrl(name, 'dev')
        : readUrl(env, remoteUrlSetting(name), localManifestUrl(name, 'hosting')),
    ]),
  ) as Record<RemoteName, string>;
  return { remoteManifests, gaMeasurementId: readGaId(env) };
}

/** The emulator host local builds use when no Firebase project is configured (firebase-tools' own variable name). */
export const AUTH_EMULATOR_SETTING = 'FIREBASE_AUTH_EMULATOR_HOST';
export const localAuthEmulatorHost = `${LOCAL_HOST}:${emulatorPorts.auth}`;

const FIREBASE_PROJECT_SETTINGS = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'] as const;

/**
 * The environment of a local build (`npm start`, `npm test`, `npm run dev`): with no Firebase project configured, it
 * signs in against the local Auth emulator. A deploy build gets no such default and fails instead (see
 * {@link readAccountConfig}), so a broken login is never shipped.
 */
export function localBuildEnv(env: NodeJS.ProcessEnv = (loadDotenv(), process.env)): NodeJS.ProcessEnv {
  if (env.FIREBASE_API_KEY?.trim() || env[AUTH_EMULATOR_SETTING]?.trim()) return env;
  return { ...env, [AUTH_EMULATOR_SETTING]: localAuthEmulatorHost };
}

/** Reads the settings listed in `names`: all of them, or none (`undefined`); some but not all is an error. */
function readGroup<Name extends string>(
  env: Env,
  names: readonly Name[],
  what: string,
): Record<Name, string> | undefined {
  const values = names.map((name) => [name, env[name]?.trim() ?? ''] as const);
  const missing = values.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `${what} needs ${names.join(', ')}; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set.`,
    );
  }
  return Object.fromEntries(values) as Record<Name, string>;
}

function check(name: string, value: string, pattern: RegExp, shape: string): string {
  if (!pattern.test(value)) throw new ConfigError(`${name} must look like ${shape} (got "${value}").`);
  return value;
}

function readFirebase(env: Env): Pick<AccountConfig, 'firebase' | 'authEmulatorUrl'> {
  const project = readGroup(env, FIREBASE_PROJECT_SETTINGS, 'Sign-in with a Firebase project');
  const emulatorHost = env[AUTH_EMULATOR_SETTING]?.trim();
  const appId = env.FIREBASE_APP_ID?.trim();
  if (project) {
    if (emulatorHost) {
      throw new ConfigError(
        `${AUTH_EMULATOR_SETTING} and FIREBASE_API_KEY are both set: unset one (the emulator is for local builds only).`,
      );
    }
    return {
      firebase: {
        apiKey: project.FIREBASE_API_KEY,
        authDomain: project.FIREBASE_AUTH_DOMAIN,
        projectId: project.FIREBASE_PROJECT_ID,
        ...(appId ? { appId } : {}),
      },
      authEmulatorUrl: null,
    };
  }
  if (emulatorHost) {
    check(AUTH_EMULATOR_SETTING, emulatorHost, /^[\w.-]+:\d{2,5}$/, 'host:port, e.g. 127.0.0.1:9099');
    // The emulator accepts any API key; a demo- project id keeps the SDK from ever reaching a real project.
    return {
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
      },
      authEmulatorUrl: `http://${emulatorHost}`,
    };
  }
  throw new ConfigError(
    'FIREBASE_API_KEY is not set, so client sign-in would not work. Set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and ' +
      `FIREBASE_PROJECT_ID (see .env.example), or ${AUTH_EMULATOR_SETTING}=${localAuthEmulatorHost} to build against ` +
      'the local Auth emulator (`npm start` and `npm test` do that for you).',
  );
}

/**
 * Set by `npm run release -- <app> --target production` for the build it runs (see {@link productionBuildEnv}): every
 * app's build then refuses settings that would ship a site that cannot work (see {@link assertProductionSettings}).
 */
export const BUILD_TARGET_SETTING = 'MV_BUILD_TARGET';

const isProductionBuild = (env: Env): boolean => env[BUILD_TARGET_SETTING]?.trim() === 'production';

/**
 * Refuses the settings of a production build, naming each one that is wrong: sign-in needs a Firebase project (all of
 * FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID) and no emulator host; the shell needs every remote's
 * manifest URL, each https (a page served over https may not load a script over http, and no local default is right).
 */
export function assertProductionSettings(env: Env): void {
  const problems = [
    ...FIREBASE_PROJECT_SETTINGS.filter((name) => !env[name]?.trim()).map(
      (name) => `${name} is not set: sign-in needs the Firebase project's settings (see .env.example).`,
    ),
    ...(env[AUTH_EMULATOR_SETTING]?.trim()
      ? [`${AUTH_EMULATOR_SETTING} is set: a production build must sign in against the real project, not an emulator.`]
      : []),
    ...remoteNames.flatMap((name) => {
      const key = remoteUrlSetting(name);
      const raw = env[key]?.trim();
      if (!raw) return [`${key} is not set: the shell would look for the ${name} remote on this machine.`];
      return raw.startsWith('https://') ? [] : [`${key} must be an https URL in a production build (got "${raw}").`];
    }),
  ];
  if (problems.length > 0) {
    throw new ConfigError(`This production build would not work:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * The environment of a production build (`npm run release -- <app> --target production`): the settings checked first
 * (a ConfigError names each problem), then marked so that every app's build checks them again itself.
 */
export function productionBuildEnv(env: NodeJS.ProcessEnv = (loadDotenv(), process.env)): NodeJS.ProcessEnv {
  assertProductionSettings(env);
  return { ...env, [BUILD_TARGET_SETTING]: 'production' };
}

/**
 * The Firebase Hosting site an app deploys to in production: `HOSTING_SITE_<APP>`, or by default the project's own
 * site for the shell and, for a remote, the site its `*.web.app` manifest URL names.
 */
export function hostingSite(app: AppName, env: Env = (loadDotenv(), process.env)): string {
  const key = `HOSTING_SITE_${app.toUpperCase()}`;
  const raw = env[key]?.trim();
  if (raw) return check(key, raw, /^[a-z0-9][a-z0-9-]*$/, 'a Hosting site id (lower case, digits and dashes)');
  if (app === 'shell') {
    const project = env.FIREBASE_PROJECT_ID?.trim();
    if (!project) throw new ConfigError(`${key} is not set, and neither is FIREBASE_PROJECT_ID to take it from.`);
    return project;
  }
  const setting = remoteUrlSetting(app);
  const host = URL.canParse(env[setting] ?? '') ? new URL(env[setting] ?? '').hostname : '';
  const site = /^([a-z0-9-]+)\.(?:web\.app|firebaseapp\.com)$/.exec(host)?.[1];
  if (!site) {
    throw new ConfigError(`${key} is not set, and ${setting} is not a *.web.app address to take the site id from.`);
  }
  return site;
}

/** The account remote's runtime settings (see {@link AccountConfig}); throws a ConfigError naming any bad setting. */
export function readAccountConfig(env: Env = (loadDotenv(), process.env)): AccountConfig {
  if (isProductionBuild(env)) assertProductionSettings(env);
  const stripe = readGroup(env, ['STRIPE_BUY_BUTTON_ID', 'STRIPE_PUBLISHABLE_KEY'] as const, 'The payment button');
  const hubspot = readGroup(env, ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_ID'] as const, 'The contact form');
  const region = env.HUBSPOT_REGION?.trim() || 'na1';
  return {
    ...readFirebase(env),
    stripe: stripe
      ? {
          buyButtonId: check('STRIPE_BUY_BUTTON_ID', stripe.STRIPE_BUY_BUTTON_ID, /^buy_btn_\w+$/, 'buy_btn_…'),
          publishableKey: check(
            'STRIPE_PUBLISHABLE_KEY',
            stripe.STRIPE_PUBLISHABLE_KEY,
            /^pk_(live|test)_\w+$/,
            'pk_live_… or pk_test_… (the publishable key, never the secret one)',
          ),
        }
      : null,
    hubspot: hubspot
      ? {
          portalId: check('HUBSPOT_PORTAL_ID', hubspot.HUBSPOT_PORTAL_ID, /^\d+$/, 'a number'),
          formId: check(
            'HUBSPOT_FORM_ID',
            hubspot.HUBSPOT_FORM_ID,
            /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i,
            'a form GUID',
          ),
          region: check('HUBSPOT_REGION', region, /^[a-z]{2}\d$/, 'na1 or eu1'),
        }
      : null,
  };
}
