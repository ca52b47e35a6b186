/**
 * The one place that reads build and deploy settings. Every setting is listed in `.env.example`; values come from the
 * environment or from a `.env` file at the repository root (never committed). Each problem names the setting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, LOCAL_HOST, remoteNames, type RemoteName } from './apps';

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
