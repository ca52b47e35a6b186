/**
 * Lighthouse and Chrome for the bench: Debian Chromium headless, mobile form factor with simulated throttling (the
 * Lighthouse defaults), third-party hosts blocked twice over (Lighthouse's blocked URL patterns, and a host resolver
 * that resolves no host but this machine's), so no request of a page leaves the machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as ChromeLauncherModule from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import type * as LighthouseModule from 'lighthouse';
import type { Config, Flags } from 'lighthouse';
import type { Lhr } from './lhr';

/**
 * Lighthouse and chrome-launcher ship only ES modules. The scripts run as CommonJS (esbuild-register), which would
 * turn a plain `import()` into `require()`; an `import()` built at run time stays a real dynamic import.
 */
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

const lighthouseEntry = (): string => require.resolve('lighthouse');

export async function loadLighthouse(): Promise<typeof LighthouseModule.default> {
  const module = (await importModule(pathToFileURL(lighthouseEntry()).href)) as typeof LighthouseModule;
  return module.default;
}

async function loadChromeLauncher(): Promise<typeof ChromeLauncherModule> {
  // chrome-launcher is Lighthouse's own dependency: resolve it from there.
  const entry = createRequire(lighthouseEntry()).resolve('chrome-launcher');
  return (await importModule(pathToFileURL(entry).href)) as typeof ChromeLauncherModule;
}

export function lighthouseVersion(): string {
  const pkg = createRequire(lighthouseEntry())('../package.json') as { version: string };
  return pkg.version;
}

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch: `CHROMIUM_PATH`, else Debian's Chromium; throws when it is not there. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  if (!existsSync(chosen)) {
    throw new Error(
      `Chromium is not at ${chosen}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chrome ` +
        'or Chromium binary.',
    );
  }
  return chosen;
}

/** Third-party hosts the site may call (analytics, payment, forms, video, Firebase, fonts), blocked by Lighthouse. */
export const BLOCKED_URL_PATTERNS = [
  '*googletagmanager.com*',
  '*google-analytics.com*',
  '*analytics.google.com*',
  '*doubleclick.net*',
  '*stripe.com*',
  '*stripe.network*',
  '*hsforms.net*',
  '*hsforms.com*',
  '*hubspot.com*',
  '*hs-scripts.com*',
  '*hs-analytics.net*',
  '*youtube*',
  '*ytimg.com*',
  '*googlevideo.com*',
  '*googleapis.com*',
  '*gstatic.com*',
  '*google.com*',
  '*firebaseapp.com*',
  '*firebaseio.com*',
  '*.web.app*',
  '*facebook.*',
  '*fbcdn.net*',
  '*linkedin.com*',
  '*licdn.com*',
];

/** Chrome resolves no host name but these, so a request to any other host fails on the spot instead of going out. */
export function hostResolverRules(extraHosts: readonly string[] = []): string {
  const kept = [...new Set(['localhost', '127.0.0.1', ...extraHosts])];
  return `--host-resolver-rules=MAP * ~NOTFOUND, ${kept.map((host) => `EXCLUDE ${host}`).join(', ')}`;
}

export function chromeFlags(extraHosts: readonly string[] = []): string[] {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    hostResolverRules(extraHosts),
  ];
}

export const lighthouseConfig: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    disableStorageReset: false,
    // Lighthouse's reset leaves IndexedDB, local storage and cookies alone; Firebase Auth keeps its state in IndexedDB
    // after /login, so every route would start from whatever the one before left. Each starts clean instead.
    clearStorageTypes: [
      'cookies',
      'file_systems',
      'indexeddb',
      'local_storage',
      'shader_cache',
      'service_workers',
      'cache_storage',
    ],
  },
};

export interface Browser {
  readonly port: number;
  /** e.g. "Chromium 156.0.8078.79", from the browser itself. */
  readonly version: string;
  readonly kill: () => void;
}

async function browserVersion(port: number, binary: string): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(5000) });
    const info = (await response.json()) as { Browser?: string };
    if (info.Browser) return info.Browser;
  } catch {
    // Fall back to asking the binary.
  }
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** Launches one headless Chromium for all the runs; the caller kills it (no SIGINT handler of chrome-launcher's own). */
export async function launchBrowser(binary: string, extraHosts: readonly string[] = []): Promise<Browser> {
  const { launch } = await loadChromeLauncher();
  let chrome: LaunchedChrome;
  try {
    chrome = await launch({ chromePath: binary, chromeFlags: chromeFlags(extraHosts), handleSIGINT: false });
  } catch (error) {
    throw new Error(`Could not start ${binary}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const kill = () => {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  };
  return { port: chrome.port, version: await browserVersion(chrome.port, binary), kill };
}

export type RunLighthouse = (url: string) => Promise<Lhr>;

/** A function that runs Lighthouse on one URL in the browser (a fresh page each time). */
export async function lighthouseRunner(port: number): Promise<RunLighthouse> {
  const lighthouse = await loadLighthouse();
  const flags: Flags = { port, logLevel: 'error', output: 'json' };
  return async (url) => {
    const result = await lighthouse(url, flags, lighthouseConfig);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  };
}
