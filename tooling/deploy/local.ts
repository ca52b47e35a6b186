/** Where the local site lives: each remote's hosting folder (its published versions, versions.ts), and the builds. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import { apps, remoteNames, type AppName, type RemoteName } from '../apps';
import { pickNames, UsageError } from '../cli';
import { repoRoot } from '../env';

/** firebase.json's `public` for each remote. */
export const siteDir = (name: RemoteName): string => path.join(repoRoot, 'hosting', name);
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

/** The remotes a deploy or rollback is asked for (its positionals): at least one, each a remote. */
export function parseRemoteNames(names: readonly string[], usage: string): RemoteName[] {
  if (names.includes('shell')) {
    throw new UsageError(
      'The shell is not a versioned remote: `npm run build:local` rebuilds it (and its prerendered pages).',
    );
  }
  const remotes = pickNames(names, remoteNames, 'remote', usage);
  if (remotes.length === 0) throw new UsageError(`Name the remote(s): ${remoteNames.join(', ')}.\n${usage}`);
  return remotes;
}
