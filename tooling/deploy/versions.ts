/**
 * A remote's releases in its hosting folder (`hosting/<remote>/`): each build whole and unchanged in `v/<version>/`;
 * `mf-manifest.json`, the pointer (the live version's manifest, entry in `v/<version>/`); beside it, never served,
 * `<remote>.releases.json`: what went live when. A release or rollback only repoints; open pages keep their version.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, readManifest } from '@mediavelocity/federation/src/manifest';
import { parseJsonOr } from '../cli';

export const VERSIONS_DIR = 'v';
/** How many published versions a site keeps: the live one, and enough to roll back to and for open tabs. */
export const KEEP_VERSIONS = 5;

export interface Release {
  readonly version: string;
  /** ISO time it went live. */
  readonly at: string;
  /** Published, rolled back to, or (the shell's) pages re-rendered after a remote went live. */
  readonly kind: 'publish' | 'rollback' | 'pages';
}

/** The release log: every time a version went live, the latest last. The live version is the last one's. */
export interface ReleaseLog {
  readonly releases: readonly Release[];
}

/** The fields of a manifest a pointer to its version changes. */
interface Manifest {
  metaData: { buildInfo?: object; remoteEntry: { path: string } };
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** `text` as JSON; a ReleaseError names `where` when it is not. */
const parseJson = (text: string, where: string): unknown =>
  parseJsonOr(text, (message) => {
    throw new ReleaseError(`${where} is not readable JSON (${message}).`);
  });

/** A build's manifest file: its JSON, and what it says (a manifest the shell would refuse is refused). */
export function readManifestFile(file: string) {
  const json = parseJson(readFileSync(file, 'utf8'), file);
  return { json: json as Manifest, manifest: readManifest(json, pathToFileURL(file).href) };
}

/** `<package version>-<8 hex of folderHash>`: the same build gets the same version, so publishing it again repoints. */
export function versionOf(buildDir: string): string {
  const { manifest } = readManifestFile(path.join(buildDir, MANIFEST_FILE));
  return `${manifest.version ?? '0.0.0'}-${folderHash(buildDir).slice(0, 8)}`;
}

/** A sha256 (hex) over the names and contents of every file under `dir`: equal hashes, equal folders. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  // Sorted, and with `/` on every system, so the same folder always hashes the same.
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
  for (const file of files.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The site's release log, kept beside its folder so that it is never served. */
export const releaseLogFile = (siteDir: string): string => `${siteDir}.releases.json`;

export function readReleases(siteDir: string): ReleaseLog {
  const file = releaseLogFile(siteDir);
  return existsSync(file) ? parseLog(readFileSync(file, 'utf8'), file) : { releases: [] };
}

/** A release log read from `text` (from `where`, for the messages). */
export function parseLog(text: string, where: string): ReleaseLog {
  const log = parseJson(text, where) as Partial<ReleaseLog> | null;
  if (!Array.isArray(log?.releases)) throw new ReleaseError(`${where} has no "releases" list.`);
  return { releases: log.releases };
}

export const logText = (log: ReleaseLog): string => `${JSON.stringify({ releases: log.releases }, null, 2)}\n`;

export function liveVersion(siteDir: string): string | undefined {
  return readReleases(siteDir).releases.at(-1)?.version;
}

/** The versions published in the site, oldest first by when each last went live (never-live ones first). */
export function publishedVersions(siteDir: string): string[] {
  const dir = path.join(siteDir, VERSIONS_DIR);
  if (!existsSync(dir)) return [];
  const lastLive = new Map<string, number>();
  readReleases(siteDir).releases.forEach((release, index) => lastLive.set(release.version, index));
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, MANIFEST_FILE)))
    .sort((a, b) => (lastLive.get(a) ?? -1) - (lastLive.get(b) ?? -1));
}

/** Writes a file whole or not at all: the server never serves a half-written pointer. */
export function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Copies a folder beside its place first, so that it is never seen half-copied. */
export function copyWhole(source: string, target: string): void {
  const staging = `${target}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(source, staging, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/** Points the site's manifest at one of its published versions (the release log is not touched). */
export function pointAt(siteDir: string, version: string): void {
  const pointer = readManifestFile(path.join(siteDir, VERSIONS_DIR, version, MANIFEST_FILE)).json;
  pointer.metaData.buildInfo = { ...pointer.metaData.buildInfo, buildVersion: version };
  pointer.metaData.remoteEntry.path = `${VERSIONS_DIR}/${version}`;
  writeAtomically(path.join(siteDir, MANIFEST_FILE), `${JSON.stringify(pointer, null, 2)}\n`);
}

/** Replaces the site's release log (e.g. with the one kept in the durable store, see tooling/release/store.ts). */
export function writeReleases(siteDir: string, log: ReleaseLog): void {
  writeAtomically(releaseLogFile(siteDir), logText(log));
}

/** Points the site at one of its published versions and records the release. */
function goLive(siteDir: string, version: string, kind: Release['kind'], now: Date): void {
  pointAt(siteDir, version);
  writeReleases(siteDir, { releases: [...readReleases(siteDir).releases, { version, at: now.toISOString(), kind }] });
}

/** Copies a build into the site as a version, not live (served in `v/<version>/` for checks); `uploaded`: it is new. */
export function stage(buildDir: string, siteDir: string) {
  const version = versionOf(buildDir);
  const target = path.join(siteDir, VERSIONS_DIR, version);
  const uploaded = !existsSync(path.join(target, MANIFEST_FILE));
  if (uploaded) copyWhole(buildDir, target);
  return { version, uploaded };
}

/** Makes a staged version live (unless it is already); returns the version live before and the versions pruned. */
export function makeLive(siteDir: string, version: string, now = new Date()) {
  const previous = liveVersion(siteDir);
  if (previous !== version) goLive(siteDir, version, 'publish', now);
  return { previous, pruned: prune(siteDir) };
}

/** Publishes a remote's build (its dist/ folder) into its site folder and makes it live. */
export function publish(buildDir: string, siteDir: string, now = new Date()) {
  const staged = stage(buildDir, siteDir);
  return { ...staged, ...makeLive(siteDir, staged.version, now) };
}

/**
 * The version a rollback makes live: `to`, or else the one live before the current one (so a second rollback undoes
 * the first, as Firebase Hosting's does). Throws a ReleaseError when there is none.
 */
export function rollbackTarget(siteDir: string, to?: string): { from: string; to: string } {
  const { releases } = readReleases(siteDir);
  const from = releases.at(-1)?.version;
  if (!from) throw new ReleaseError(`Nothing has been published in ${siteDir} yet: there is nothing to roll back.`);
  const target = to ?? releases.at(-2)?.version;
  if (!target) throw new ReleaseError(`${from} is the only version ever live in ${siteDir}: there is no earlier one.`);
  if (target === from) throw new ReleaseError(`${target} is already live.`);
  if (!existsSync(path.join(siteDir, VERSIONS_DIR, target, MANIFEST_FILE))) {
    const known = publishedVersions(siteDir).join(', ') || 'none';
    throw new ReleaseError(`${target} is not published in ${siteDir} (published: ${known}).`);
  }
  return { from, to: target };
}

/** Makes an earlier version live again (see {@link rollbackTarget}). */
export function rollback(siteDir: string, to?: string, now = new Date()): { from: string; to: string } {
  const result = rollbackTarget(siteDir, to);
  goLive(siteDir, result.to, 'rollback', now);
  return result;
}

/** Removes the versions beyond the {@link KEEP_VERSIONS} most recently live (never the live one). */
function prune(siteDir: string): string[] {
  const versions = publishedVersions(siteDir);
  const live = liveVersion(siteDir);
  const removable = versions.filter((version) => version !== live);
  const excess = removable.slice(0, Math.max(0, versions.length - KEEP_VERSIONS));
  for (const version of excess) rmSync(path.join(siteDir, VERSIONS_DIR, version), { recursive: true, force: true });
  return excess;
}
