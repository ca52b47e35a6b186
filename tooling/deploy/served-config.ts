/**
 * firebase.json as a site is served from what its folder holds (docs/shipping.md, "Caching"). The committed file marks
 * any name that looks hashed immutable; served so, a hashed file that is missing (an old page asking, a mistyped
 * name) would be a 404 a browser or CDN keeps for a year, though a later release may add that very file. Served, the
 * rule names what the folder holds: a shell's hashed files one by one (with the remotes' stylesheets the prerender
 * copies there), a remote's release folders (`v/<version>/`, never changed once published, so what one lacks it never
 * gets). Any other name falls to the site's `no-cache`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** firebase.json's rule for hashed files, as committed: the name of any file of the site that looks hashed. */
export const HASHED_FILES = String.raw`^/.*\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$`;

interface Site {
  readonly public: string;
  readonly headers?: { regex?: string }[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files under `folder` whose path from it matches the rule, as those paths. */
function hashedFiles(folder: string): string[] {
  const pattern = new RegExp(HASHED_FILES);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => pattern.test(`/${file}`));
}

/** Where the prerender copies the remotes' stylesheets on the shell's site, their hashed names kept. */
export const REMOTE_STYLES_DIR = 'remote-styles';

/**
 * The rule for the files `folder` holds: its release folders' hashed files, or else (the shell's site) each of its
 * hashed files and `added`, what the prerender writes there once the emulators serve the site.
 */
function ruleFor(folder: string, added: readonly string[]): string {
  const releases = path.join(folder, 'v');
  if (existsSync(releases)) {
    const versions = readdirSync(releases).map(escape).join('|');
    return HASHED_FILES.replace('^/', `^/v/(?:${versions})/`);
  }
  const files = [...new Set([...(existsSync(folder) ? hashedFiles(folder) : []), ...added])];
  // An empty folder has no hashed file: a rule that matches no name.
  return files.length > 0 ? `^/(?:${files.map(escape).join('|')})$` : '^$.';
}

/** `firebaseJson`'s text with each site's rule for hashed files naming what its folder (from `root`) holds. */
export function servedConfig(firebaseJson: string, root: string): string {
  const config = JSON.parse(firebaseJson) as { hosting: Site[] };
  const remoteStyles = config.hosting.flatMap((site) => {
    const releases = path.join(root, site.public, 'v');
    if (!existsSync(releases)) return [];
    return hashedFiles(releases)
      .filter((file) => file.endsWith('.css'))
      .map((file) => `${REMOTE_STYLES_DIR}/${path.posix.basename(file)}`);
  });
  for (const site of config.hosting) {
    for (const rule of site.headers ?? []) {
      if (rule.regex === HASHED_FILES) rule.regex = ruleFor(path.join(root, site.public), remoteStyles);
    }
  }
  return `${JSON.stringify(config, null, 2)}\n`;
}
