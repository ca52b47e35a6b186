/** Between the local site folders and the durable store (store.ts): filled in before a release, kept after it. */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import type { RemoteName } from '../apps';
import { shellDist, siteDir } from '../deploy/local';
import {
  folderHash,
  KEEP_VERSIONS,
  pointAt,
  publishedVersions,
  readReleases,
  VERSIONS_DIR,
  writeReleases,
  type Release,
  type ReleaseLog,
} from '../deploy/versions';
import type { ReleaseStore } from './store';

/** The last `count` distinct versions a log made live, the most recent first. */
export function recentVersions(log: ReleaseLog, count: number): string[] {
  return [...new Set(log.releases.map((release) => release.version).reverse())].slice(0, count);
}

/**
 * Fills a remote's site folder in from the store: the last {@link KEEP_VERSIONS} versions its log made live that the
 * folder lacks (returned), the log (the store's wins: a runner's folder can only be older) and the live pointer.
 */
export async function restoreRemote(store: ReleaseStore, name: RemoteName, dir = siteDir(name)): Promise<string[]> {
  const log = await store.readLog(name);
  if (!log) return [];
  const kept = new Set(await store.versions(name));
  const restored: string[] = [];
  for (const version of recentVersions(log, KEEP_VERSIONS).filter((version) => kept.has(version))) {
    const target = path.join(dir, VERSIONS_DIR, version);
    if (existsSync(path.join(target, MANIFEST_FILE))) continue;
    rmSync(target, { recursive: true, force: true });
    await store.restore(name, version, target);
    restored.push(version);
  }
  writeReleases(dir, log);
  const live = log.releases.at(-1)?.version;
  if (live) pointAt(dir, live);
  return restored;
}

/** Keeps a remote's site folder in the store: the versions it lacks, the log; the ones pruned here leave it too. */
export async function keepRemote(store: ReleaseStore, name: RemoteName, dir = siteDir(name)) {
  const local = publishedVersions(dir);
  const stored = await store.versions(name);
  const added = local.filter((version) => !stored.includes(version));
  for (const version of added) await store.save(name, version, path.join(dir, VERSIONS_DIR, version));
  await store.writeLog(name, readReleases(dir));
  const removed = stored.filter((version) => !local.includes(version));
  for (const version of removed) await store.remove(name, version);
  return { added, removed };
}

/** A shell build's version: a hash over its files (the build has no manifest to take a package version from). */
export const shellVersion = (dir = shellDist): string => `shell-${folderHash(dir).slice(0, 12)}`;

/**
 * Brings back the shell's live build from the store (returning its version) where this machine has none (a fresh
 * runner) or, with `replace`, another (a production release publishes pages into the live shell, never a local build).
 */
export async function restoreShell(
  store: ReleaseStore,
  dir = shellDist,
  { replace = false }: { readonly replace?: boolean } = {},
): Promise<string | undefined> {
  const live = (await store.readLog('shell'))?.releases.at(-1)?.version;
  if (!live || (existsSync(dir) && (!replace || shellVersion(dir) === live))) return undefined;
  rmSync(dir, { recursive: true, force: true });
  await store.restore('shell', live, dir);
  return live;
}

/** Keeps the shell's build in the store as its live version, with why (`kind`), and the last few before it. */
export async function keepShell(store: ReleaseStore, kind: Release['kind'], dir = shellDist): Promise<string> {
  const version = shellVersion(dir);
  await store.save('shell', version, dir);
  const log = (await store.readLog('shell')) ?? { releases: [] };
  const releases = [...log.releases, { version, at: new Date().toISOString(), kind }];
  await store.writeLog('shell', { releases });
  const keep = recentVersions({ releases }, KEEP_VERSIONS);
  for (const old of (await store.versions('shell')).filter((stored) => !keep.includes(stored))) {
    await store.remove('shell', old);
  }
  return version;
}
