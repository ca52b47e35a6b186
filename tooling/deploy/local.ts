/**
 * The local counterpart of each remote's Firebase Hosting site: the folder the emulator serves for it, holding its
 * published versions (see releases.ts). Builds go to the workspace's dist/ as before; publishing copies one in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { apps, remoteNames, type AppName, type RemoteName } from '../apps';
import { UsageError } from '../cli';
import { repoRoot } from '../env';
import { MANIFEST_FILE } from './releases';

/** Where the remotes' hosting sites live locally (firebase.json's `public` for each remote). */
export const HOSTING_DIR = 'hosting';

export const siteDir = (name: RemoteName): string => path.join(repoRoot, HOSTING_DIR, name);
export const buildDir = (name: RemoteName): string => path.join(repoRoot, apps[name].dir, 'dist');
/** The shell's build, which is also the folder its hosting site serves (with the prerendered pages in it). */
export const shellDist = path.join(repoRoot, apps.shell.dir, 'dist');

/** Those of `names` the local site lacks: the shell's build, or a remote's live version in its site folder. */
export const unbuilt = (names: readonly AppName[]): AppName[] =>
  names.filter((name) =>
    name === 'shell'
      ? !existsSync(path.join(shellDist, RUNTIME_CONFIG_FILE))
      : !existsSync(path.join(siteDir(name), MANIFEST_FILE)),
  );

/** Reads the remote names a deploy or rollback is asked for (its positionals): at least one, each a remote, none twice. */
export function parseRemoteNames(names: readonly string[], usage: string): RemoteName[] {
  if (names.length === 0) throw new UsageError(`Name the remote(s): ${remoteNames.join(', ')}.\n${usage}`);
  for (const name of names) {
    if (name === 'shell') {
      throw new UsageError(
        'The shell is not a versioned remote: `npm run build:local` rebuilds it (and its prerendered pages).',
      );
    }
    if (!(remoteNames as readonly string[]).includes(name)) {
      throw new UsageError(`"${name}" is not a remote; the remotes are ${remoteNames.join(', ')}.\n${usage}`);
    }
  }
  return [...new Set(names)] as RemoteName[];
}
