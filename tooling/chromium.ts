/**
 * Debian's Chromium for the prerender (Playwright) and the bench (Lighthouse CI). No request leaves the machine: it
 * resolves no host name but this machine's (and those given), so any other fails on the spot instead of going out.
 */
import { existsSync } from 'node:fs';

export class ChromiumMissing extends Error {}

/** The browser to launch: `CHROMIUM_PATH`, else Debian's Chromium; throws {@link ChromiumMissing} if it is absent. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
  if (existsSync(chosen)) return chosen;
  throw new ChromiumMissing(
    `Chromium is not at ${chosen}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chrome or ` +
      'Chromium binary.',
  );
}

/** The rule that makes Chromium resolve no host name but these (the loopback names are always kept). */
export const hostResolverRules = (extraHosts: readonly string[] = []): string =>
  ['MAP * ~NOTFOUND', ...new Set(['localhost', '127.0.0.1', ...extraHosts])].join(', EXCLUDE ');

/** Chromium's flags, one argument each (as Playwright takes them). */
export function chromeFlags(extraHosts: readonly string[] = []): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--host-resolver-rules=${hostResolverRules(extraHosts)}`,
  ];
}

/** The same flags as one string for Lighthouse, which splits it as a shell would: the resolver rule is quoted. */
export const chromeFlagsString = (extraHosts: readonly string[] = []): string =>
  chromeFlags(extraHosts)
    .map((flag) => flag.replace(/^(--[^=]+=)(.*\s.*)$/, '$1"$2"'))
    .join(' ');
