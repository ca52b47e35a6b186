/**
 * The one place that reads build and deploy settings (all listed in `.env.example`), from the environment or a `.env`
 * file at the root (never committed). Zod checks them; each problem names the setting, what is wrong, the value given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INVOICES_FUNCTION, type AccountConfig } from '@mediavelocity/contract';
import { MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import { apps, DEMO_PROJECT_ID, emulatorPorts, LOCAL_HOST, remoteNames, type AppName, type RemoteName } from './apps';

export const repoRoot = path.resolve(__dirname, '..');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

let dotenvLoaded = false;

/** The process's environment, with `.env` loaded into it once (Node's own parser); variables already set win. */
export function environment(): NodeJS.ProcessEnv {
  const file = path.join(repoRoot, '.env');
  if (!dotenvLoaded && existsSync(file)) process.loadEnvFile(file);
  dotenvLoaded = true;
  return process.env;
}

export const remoteUrlSetting = (name: RemoteName) =>
  `REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL` as const;

export function localManifestUrl(name: RemoteName, mode: 'hosting' | 'dev'): string {
  const port = mode === 'dev' ? apps[name].devPort : apps[name].hostingPort;
  return `http://${LOCAL_HOST}:${port}/${MANIFEST_FILE}`;
}

/** A setting as the schemas see it: trimmed, and unset when empty. */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A setting that, when set, must pass `wrong` (which says what it must be): `NAME must … (got "value").` */
const checked = (name: string, wrong: (value: string) => string | undefined) =>
  setting.superRefine((value, context) => {
    const problem = value === undefined ? undefined : wrong(value);
    if (problem) context.addIssue({ code: 'custom', message: `${name} must ${problem} (got "${value}").` });
  });

const shaped = (name: string, pattern: RegExp, shape: string) =>
  checked(name, (value) => (pattern.test(value) ? undefined : `look like ${shape}`));

/** A remote's manifest URL, when set: absolute, http(s), and the remote's mf-manifest.json. */
const manifestUrl = (name: string) =>
  checked(name, (value) => {
    if (!URL.canParse(value)) return 'be an absolute URL';
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'be an http(s) URL';
    return url.pathname.endsWith('.json') ? undefined : "point at the remote's mf-manifest.json";
  }).transform((value) => value && new URL(value).href);

/** Parses `input` with `schema`; a ConfigError gives every problem, each naming its setting. */
function read<Schema extends z.ZodType>(schema: Schema, input: unknown, heading?: string): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issue.message);
  throw new ConfigError(heading ? `${heading}\n  - ${problems.join('\n  - ')}` : problems.join('\n'));
}

const remoteUrls = Object.fromEntries(
  remoteNames.map((name) => [remoteUrlSetting(name), manifestUrl(remoteUrlSetting(name))]),
) as Record<ReturnType<typeof remoteUrlSetting>, ReturnType<typeof manifestUrl>>;

const settingsSchema = z.object({
  ...remoteUrls,
  GA_MEASUREMENT_ID: shaped('GA_MEASUREMENT_ID', /^G-[A-Z0-9]{4,}$/, 'G-XXXXXXXXXX'),
});

/**
 * The shell's runtime config: each remote's manifest URL (a `devRemotes` one's dev server, else its setting, else the
 * emulator site `npm start` serves) and the GA4 id ('' for no analytics).
 */
export function readSettings(devRemotes: readonly RemoteName[] = [], env: Env = environment()) {
  if (isProductionBuild(env)) read(productionSchema, env, PRODUCTION_HEADING);
  const settings = read(settingsSchema, env);
  const manifestOf = (name: RemoteName) =>
    devRemotes.includes(name)
      ? localManifestUrl(name, 'dev')
      : (settings[remoteUrlSetting(name)] ?? localManifestUrl(name, 'hosting'));
  const remoteManifests = Object.fromEntries(remoteNames.map((name) => [name, manifestOf(name)]));
  return {
    remoteManifests: remoteManifests as Record<RemoteName, string>,
    gaMeasurementId: settings.GA_MEASUREMENT_ID ?? '',
  };
}

/** The emulator host local builds use when no Firebase project is configured (firebase-tools' own variable name). */
export const AUTH_EMULATOR_SETTING = 'FIREBASE_AUTH_EMULATOR_HOST';
export const localAuthEmulatorHost = `${LOCAL_HOST}:${emulatorPorts.auth}`;

const FIREBASE_PROJECT_SETTINGS = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'] as const;

/**
 * A local build's environment (`npm start`, `npm test`, `npm run dev`): with no Firebase project, sign-in uses the
 * Auth emulator. A deploy build fails instead ({@link readAccountConfig}): no broken login ships.
 */
export function localBuildEnv(env: NodeJS.ProcessEnv = environment()): NodeJS.ProcessEnv {
  if (env.FIREBASE_API_KEY?.trim() || env[AUTH_EMULATOR_SETTING]?.trim()) return env;
  return { ...env, [AUTH_EMULATOR_SETTING]: localAuthEmulatorHost };
}

/** Set on the builds `npm run release -- <app> --target production` runs: each then checks the production settings. */
export const BUILD_TARGET_SETTING = 'MV_BUILD_TARGET';

const isProductionBuild = (env: Env): boolean => env[BUILD_TARGET_SETTING]?.trim() === 'production';

/** A setting a production build cannot do without; `message` says why. */
const required = (message: string) => setting.refine((value) => value !== undefined, { error: message, abort: true });

/**
 * What a production build needs: a Firebase project and no emulator host; every remote's manifest URL, each https (an
 * https page may not load an http script, and no local default is right).
 */
const productionSchema = z.object({
  ...Object.fromEntries(
    FIREBASE_PROJECT_SETTINGS.map((name) => [
      name,
      required(`${name} is not set: sign-in needs the Firebase project's settings (see .env.example).`),
    ]),
  ),
  [AUTH_EMULATOR_SETTING]: setting.refine((value) => value === undefined, {
    error: `${AUTH_EMULATOR_SETTING} is set: a production build must sign in against the real project, not an emulator.`,
  }),
  ...Object.fromEntries(
    remoteNames.map((name) => {
      const key = remoteUrlSetting(name);
      return [
        key,
        required(`${key} is not set: the shell would look for the ${name} remote on this machine.`).refine(
          (value) => value?.startsWith('https://'),
          { error: (issue) => `${key} must be an https URL in a production build (got "${String(issue.input)}").` },
        ),
      ];
    }),
  ),
});

const PRODUCTION_HEADING = 'This production build would not work:';

/** A production build's environment: its settings checked (ConfigError), then marked so each app's build rechecks. */
export function productionBuildEnv(env: NodeJS.ProcessEnv = environment()): NodeJS.ProcessEnv {
  read(productionSchema, env, PRODUCTION_HEADING);
  return { ...env, [BUILD_TARGET_SETTING]: 'production' };
}

/** An app's production Hosting site: `HOSTING_SITE_<APP>`, else the project's (shell) or its `*.web.app` URL's. */
export function hostingSite(app: AppName, env: Env = environment()): string {
  const key = `HOSTING_SITE_${app.toUpperCase()}`;
  const raw = env[key]?.trim();
  if (raw)
    return read(shaped(key, /^[a-z0-9][a-z0-9-]*$/, 'a Hosting site id (lower case, digits and dashes)'), raw) ?? raw;
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

/** All of `names` or none: some but not all is a problem naming the ones missing. */
const allOrNone =
  (what: string, names: readonly string[]) =>
  (settings: Readonly<Record<string, string | undefined>>, context: z.RefinementCtx) => {
    const missing = names.filter((name) => settings[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) return;
    const are = missing.length > 1 ? 'are' : 'is';
    const message = `${what} needs ${names.join(', ')}; ${missing.join(' and ')} ${are} not set.`;
    context.addIssue({ code: 'custom', message });
  };

const accountSchema = z
  .object({
    FIREBASE_API_KEY: setting,
    FIREBASE_AUTH_DOMAIN: setting,
    FIREBASE_PROJECT_ID: setting,
    FIREBASE_APP_ID: setting,
    [AUTH_EMULATOR_SETTING]: shaped(AUTH_EMULATOR_SETTING, /^[\w.-]+:\d{2,5}$/, 'host:port, e.g. 127.0.0.1:9099'),
    STRIPE_BUY_BUTTON_ID: shaped('STRIPE_BUY_BUTTON_ID', /^buy_btn_\w+$/, 'buy_btn_…'),
    STRIPE_PUBLISHABLE_KEY: shaped(
      'STRIPE_PUBLISHABLE_KEY',
      /^pk_(live|test)_\w+$/,
      'pk_live_… or pk_test_… (the publishable key, never the secret one)',
    ),
    HUBSPOT_PORTAL_ID: shaped('HUBSPOT_PORTAL_ID', /^\d+$/, 'a number'),
    HUBSPOT_FORM_ID: shaped('HUBSPOT_FORM_ID', /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i, 'a form GUID'),
    HUBSPOT_REGION: shaped('HUBSPOT_REGION', /^[a-z]{2}\d$/, 'na1 or eu1'),
  })
  .superRefine(allOrNone('The payment button', ['STRIPE_BUY_BUTTON_ID', 'STRIPE_PUBLISHABLE_KEY']))
  .superRefine(allOrNone('The contact form', ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_ID']))
  .superRefine(allOrNone('Sign-in with a Firebase project', FIREBASE_PROJECT_SETTINGS))
  .superRefine((settings, context) => {
    const project = FIREBASE_PROJECT_SETTINGS.some((name) => settings[name] !== undefined);
    const emulator = settings[AUTH_EMULATOR_SETTING] !== undefined;
    if (project === emulator) {
      const message = project
        ? `${AUTH_EMULATOR_SETTING} and FIREBASE_API_KEY are both set: unset one (the emulator is for local builds only).`
        : 'FIREBASE_API_KEY is not set, so client sign-in would not work. Set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN ' +
          `and FIREBASE_PROJECT_ID (see .env.example), or ${AUTH_EMULATOR_SETTING}=${localAuthEmulatorHost} to build ` +
          'against the local Auth emulator (`npm start` and `npm test` do that for you).';
      context.addIssue({ code: 'custom', message });
    }
  })
  .transform((settings): AccountConfig => {
    // The client area's function: us-central1 (Cloud Functions' default) of the project, or the Functions emulator.
    const functions = settings.FIREBASE_PROJECT_ID
      ? `https://us-central1-${settings.FIREBASE_PROJECT_ID}.cloudfunctions.net`
      : `http://${LOCAL_HOST}:${emulatorPorts.functions}/${DEMO_PROJECT_ID}/us-central1`;
    const { FIREBASE_API_KEY: apiKey, FIREBASE_AUTH_DOMAIN: authDomain, FIREBASE_PROJECT_ID: projectId } = settings;
    const { STRIPE_BUY_BUTTON_ID: buyButtonId, STRIPE_PUBLISHABLE_KEY: publishableKey } = settings;
    const { HUBSPOT_PORTAL_ID: portalId, HUBSPOT_FORM_ID: formId, HUBSPOT_REGION: region = 'na1' } = settings;
    const appId = settings.FIREBASE_APP_ID;
    return {
      ...(apiKey && authDomain && projectId
        ? { firebase: { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) }, authEmulatorUrl: null }
        : {
            // The emulator accepts any API key; a demo- project id keeps the SDK from ever reaching a real project.
            firebase: {
              apiKey: 'demo-api-key',
              authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
              projectId: DEMO_PROJECT_ID,
            },
            authEmulatorUrl: `http://${settings[AUTH_EMULATOR_SETTING]}`,
          }),
      stripe: buyButtonId && publishableKey ? { buyButtonId, publishableKey } : null,
      hubspot: portalId && formId ? { portalId, formId, region } : null,
      invoicesUrl: `${functions}/${INVOICES_FUNCTION}`,
    };
  });

/** The account remote's runtime settings (see {@link AccountConfig}); a ConfigError names every bad setting. */
export function readAccountConfig(env: Env = environment()): AccountConfig {
  if (isProductionBuild(env)) read(productionSchema, env, PRODUCTION_HEADING);
  return read(accountSchema, env);
}
