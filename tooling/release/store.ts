/**
 * Where released versions outlive the machine that made them (`RELEASE_STORE`: `github`, or an absolute folder for
 * rehearsals and tests; why: docs/shipping.md, "Rollbacks that last"). sync.ts fills the site folders in from it
 * before a release or rollback, and keeps what went live in it.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppName } from '../apps';
import { ConfigError } from '../env';
import { copyWhole, logText, parseLog, ReleaseError, writeAtomically, type ReleaseLog } from '../deploy/versions';

export const RELEASE_STORE_SETTING = 'RELEASE_STORE';

export interface ReleaseStore {
  /** For messages: where the versions are kept. */
  readonly where: string;
  /** The versions of `app` kept, in no particular order. */
  versions(app: AppName): Promise<string[]>;
  /** Keeps the folder `dir` as `version` of `app` (a version kept already is left as it is). */
  save(app: AppName, version: string, dir: string): Promise<void>;
  /** Writes `version` of `app` into the folder `dir`, which must not exist yet. */
  restore(app: AppName, version: string, dir: string): Promise<void>;
  remove(app: AppName, version: string): Promise<void>;
  /** The release log of `app`, or undefined when nothing was ever released through the store. */
  readLog(app: AppName): Promise<ReleaseLog | undefined>;
  writeLog(app: AppName, log: ReleaseLog): Promise<void>;
}

/** A store in the folder `where`: `<app>/<version>/` for each version, `<app>/releases.json` for the log. */
export class FolderStore implements ReleaseStore {
  constructor(readonly where: string) {}

  async versions(app: AppName): Promise<string[]> {
    const dir = path.join(this.where, app);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp'))
      .map((entry) => entry.name);
  }

  async save(app: AppName, version: string, dir: string): Promise<void> {
    const target = path.join(this.where, app, version);
    if (!existsSync(target)) copyWhole(dir, target);
  }

  async restore(app: AppName, version: string, dir: string): Promise<void> {
    const source = path.join(this.where, app, version);
    if (!existsSync(source)) throw new ReleaseError(`${app} ${version} is not kept in ${this.where}.`);
    cpSync(source, dir, { recursive: true });
  }

  async remove(app: AppName, version: string): Promise<void> {
    rmSync(path.join(this.where, app, version), { recursive: true, force: true });
  }

  async readLog(app: AppName): Promise<ReleaseLog | undefined> {
    const file = path.join(this.where, app, 'releases.json');
    return existsSync(file) ? parseLog(readFileSync(file, 'utf8'), file) : undefined;
  }

  async writeLog(app: AppName, log: ReleaseLog): Promise<void> {
    writeAtomically(path.join(this.where, app, 'releases.json'), logText(log));
  }
}

/** Runs a command and resolves with its output; rejects with an error whose message has the command's own. */
export type Exec = (command: string, args: readonly string[]) => Promise<string>;

const exec: Exec = async (command, args) =>
  (await promisify(execFile)(command, [...args], { maxBuffer: 64 * 1024 * 1024 })).stdout;

/** Whether `gh` failed because a release or tag does not exist. */
const isMissing = (error: unknown): boolean =>
  error instanceof Error && /release not found|HTTP 404/i.test(error.message);

/**
 * A store in GitHub release assets through `gh` (GH_TOKEN, `contents: write`), a version a gzipped tarball (names and
 * bytes kept exactly). Releases are listed and created with `gh api`: Debian bookworm's gh 2.23 has no command for it.
 */
export class GitHubStore implements ReleaseStore {
  constructor(
    private readonly repo: string,
    private readonly run: Exec = exec,
  ) {}

  get where(): string {
    return `the GitHub releases of ${this.repo}`;
  }

  private tag = (app: AppName, version: string): string => `release-${app}-${version}`;
  private gh = (...args: string[]): Promise<string> => this.run('gh', args);
  private release = (...args: string[]): Promise<string> => this.gh('release', ...args, '--repo', this.repo);

  private async inWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'mv-release-'));
    try {
      return await work(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Creates a release (and its tag) that is never marked the repository's latest. */
  private async createRelease(tag: string, title: string, notes: string): Promise<void> {
    const fields = { tag_name: tag, name: title, body: notes, make_latest: 'false' };
    const flags = Object.entries(fields).flatMap(([key, value]) => ['-f', `${key}=${value}`]);
    await this.gh('api', '--method', 'POST', `repos/${this.repo}/releases`, ...flags);
  }

  async versions(app: AppName): Promise<string[]> {
    const prefix = `release-${app}-`;
    const tags = await this.gh('api', '--paginate', `repos/${this.repo}/releases?per_page=100`, '--jq', '.[].tag_name');
    return tags
      .split('\n')
      .map((line) => line.trim())
      .filter((tag) => tag.startsWith(prefix) && tag !== `${prefix}log`)
      .map((tag) => tag.slice(prefix.length));
  }

  async save(app: AppName, version: string, dir: string): Promise<void> {
    if ((await this.versions(app)).includes(version)) return;
    await this.inWorkDir(async (work) => {
      const archive = path.join(work, `${app}-${version}.tar.gz`);
      await this.run('tar', ['-czf', archive, '-C', dir, '.']);
      const tag = this.tag(app, version);
      await this.createRelease(
        tag,
        `${app} ${version}`,
        `The ${app} build published as ${version}, kept for rollbacks and for the tabs that still run it.`,
      );
      await this.release('upload', tag, archive);
    });
  }

  async restore(app: AppName, version: string, dir: string): Promise<void> {
    await this.inWorkDir(async (work) => {
      await this.release('download', this.tag(app, version), '--pattern', '*.tar.gz', '--dir', work);
      mkdirSync(dir, { recursive: true });
      await this.run('tar', ['-xzf', path.join(work, `${app}-${version}.tar.gz`), '-C', dir]);
    });
  }

  async remove(app: AppName, version: string): Promise<void> {
    await this.release('delete', this.tag(app, version), '--yes', '--cleanup-tag');
  }

  async readLog(app: AppName): Promise<ReleaseLog | undefined> {
    return this.inWorkDir(async (work) => {
      try {
        await this.release('download', this.tag(app, 'log'), '--pattern', 'releases.json', '--dir', work);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return parseLog(readFileSync(path.join(work, 'releases.json'), 'utf8'), `${this.where}: ${app}'s log`);
    });
  }

  async writeLog(app: AppName, log: ReleaseLog): Promise<void> {
    await this.inWorkDir(async (work) => {
      const file = path.join(work, 'releases.json');
      writeFileSync(file, logText(log));
      const tag = this.tag(app, 'log');
      try {
        await this.gh('api', `repos/${this.repo}/releases/tags/${tag}`, '--jq', '.id');
      } catch (error) {
        if (!isMissing(error)) throw error;
        await this.createRelease(tag, `${app} release log`, 'Which version of it went live when.');
      }
      await this.release('upload', tag, file, '--clobber');
    });
  }
}

/** The store the `RELEASE_STORE` setting names (see the top of this file), or undefined for none. */
export function storeFromEnv(env: Readonly<Record<string, string | undefined>>): ReleaseStore | undefined {
  const raw = env[RELEASE_STORE_SETTING]?.trim();
  if (!raw) return undefined;
  if (raw === 'github') {
    const repo = env.GITHUB_REPOSITORY?.trim();
    if (!repo) throw new ConfigError(`${RELEASE_STORE_SETTING}=github needs GITHUB_REPOSITORY (owner/name).`);
    return new GitHubStore(repo);
  }
  if (!path.isAbsolute(raw)) {
    throw new ConfigError(`${RELEASE_STORE_SETTING} must be "github" or an absolute folder path (got "${raw}").`);
  }
  return new FolderStore(raw);
}
