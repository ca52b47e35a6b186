/**
 * The browsers the tests drive, every one from Debian's packages (no browser is ever downloaded): the files each
 * engine needs and the package that brings them. `npm test` starts here (`main`): it installs what is missing when it
 * can (as root, with apt), or stops at once with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
/** WebKitGTK's own small browser, from libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on. */
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Each file the browser tests run, and its Debian package. */
export const browserFiles = (env: NodeJS.ProcessEnv = process.env) =>
  [
    { file: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium', debian: 'chromium' },
    { file: FIREFOX_PATH, debian: 'firefox-esr' },
    { file: WEBKIT_DRIVER_PATH, debian: 'webkit2gtk-driver' },
    { file: MINIBROWSER_PATH, debian: 'webkit2gtk-driver' },
    { file: '/usr/bin/Xvfb', debian: 'xvfb' },
  ] as const;

/** The packages whose files are not there, each once. */
export function missingPackages(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string[] {
  return [...new Set(browserFiles(env).flatMap(({ file, debian }) => (exists(file) ? [] : [debian])))];
}

/** The command that installs `packages`, for a person to run. */
export const installCommand = (packages: readonly string[]): string =>
  `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** What can install packages here: apt, as root. */
const canInstall = (): boolean =>
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

function apt(args: readonly string[]): void {
  const run = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal}).`);
}

export async function main(): Promise<void> {
  const missing = missingPackages();
  if (missing.length === 0) return;
  if (!canInstall()) {
    throw new Error(
      `The browser tests need Debian's ${missing.join(', ')}, which this machine lacks. Install them:\n  ` +
        installCommand(missing),
    );
  }
  console.log(`Installing the browsers' Debian packages: ${missing.join(' ')}`);
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...missing]);
  const still = missingPackages();
  if (still.length > 0) throw new Error(`Still missing after apt-get install: ${still.join(', ')}.`);
}
