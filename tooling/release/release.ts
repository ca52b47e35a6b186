/**
 * One release path for one app, the same on a laptop and in CI (`npm run release`, `npm run rollback`):
 *
 *   check    the app's typecheck, lint and unit tests
 *   build    with the target's settings (production: every setting checked first, see tooling/env.ts)
 *   restore  the local site folders from the durable store, where one is set (a fresh CI runner has none)
 *   publish  the build as a new version beside the live one, not live yet
 *   verify   the candidate, served here with the other apps as they are live: reachable, the shared libraries it
 *            expects are the ones the shell provides, and every page it owns renders in Chromium without an error
 *   live     the site's pointer moved to the candidate (production: that site deployed to Firebase Hosting)
 *   pages    the pages it owns re-rendered from the released builds into the shell's site (production: deployed)
 *   keep     the versions and logs kept in the store
 *
 * A step that fails stops the release there: nothing after it happens, and before `live` nothing has changed for a
 * visitor. Locally (`--target local`, the default) "live" is the folder the emulators serve.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { apps, remoteNames, type AppName, type RemoteName } from '../apps';
import { seconds } from '../cli';
import { buildDir, shellDist, siteDir } from '../deploy/local';
import {
  makeLive,
  MANIFEST_FILE,
  publish,
  ReleaseError,
  rollback,
  rollbackTarget,
  stage,
  VERSIONS_DIR,
} from '../deploy/releases';
import { ConfigError, environment, hostingSite, localBuildEnv, productionBuildEnv } from '../env';
import { checkRemotes, type HealthReport } from '../health/check';
import { formatReport } from '../health/report';
import {
  allRoutes,
  localOrigins,
  localRoutes,
  renderPages,
  served,
  writePages,
  type RenderedRoute,
} from '../scripts/prerender';
import { bin, run } from '../scripts/processes';
import { withLocalSite } from '../scripts/serve';
import { RELEASE_STORE_SETTING, storeFromEnv, type ReleaseStore } from './store';
import { keepRemote, keepShell, restoreRemote, restoreShell, shellVersion } from './sync';

export type Target = 'local' | 'production';

export interface ReleaseOptions {
  readonly target: Target;
  /** Run the app's typecheck, lint and unit tests first (default). */
  readonly checks?: boolean;
  /** Stop once the candidate is verified: nothing goes live, nothing is deployed or kept. */
  readonly dryRun?: boolean;
  readonly env?: NodeJS.ProcessEnv;
}

/** How long each request of the pre-live health check may take. */
const CHECK_TIMEOUT_MS = 15_000;

const since = (started: number): string => seconds(performance.now() - started);

/** Runs one step, announcing it and how long it took. */
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  console.log(`\n▸ ${name}`);
  const started = performance.now();
  const result = await work();
  console.log(`✓ ${name} (${seconds(performance.now() - started)})`);
  return result;
}

/** The build settings of a target: production's are checked before anything else happens. */
function buildEnv(target: Target, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return target === 'production' ? productionBuildEnv(env) : localBuildEnv(env);
}

function storeOf(target: Target, env: NodeJS.ProcessEnv): ReleaseStore | undefined {
  const store = storeFromEnv(env);
  if (!store && target === 'production') {
    throw new ConfigError(
      `${RELEASE_STORE_SETTING} is not set: a production release needs a durable store for the versions it replaces ` +
        '(rollbacks and open tabs need them, and a CI runner keeps nothing). Set it to "github" or a folder.',
    );
  }
  return store;
}

/** The app's typecheck, lint (ESLint and Prettier) and unit tests. */
export async function checkApp(app: AppName): Promise<void> {
  const { dir } = apps[app];
  await run('npm', ['run', 'typecheck', '--workspace', dir]);
  await run(bin('eslint'), [dir, '--max-warnings', '0']);
  await run(bin('prettier'), ['--check', dir]);
  await run(bin('jest'), ['--selectProjects', app]);
}

const buildApp = (app: AppName, env: NodeJS.ProcessEnv): Promise<void> =>
  run('npm', ['run', 'build', '--workspace', apps[app].dir], { env });

/** Deploys one app's site folder to its Firebase Hosting site. */
async function deploy(app: AppName, env: NodeJS.ProcessEnv): Promise<void> {
  const project = env.FIREBASE_PROJECT_ID?.trim() ?? '';
  await run(bin('firebase'), ['target:apply', 'hosting', app, hostingSite(app, env), '--project', project], { env });
  await run(bin('firebase'), ['deploy', '--only', `hosting:${app}`, '--project', project, '--non-interactive'], {
    env,
  });
}

/**
 * Makes sure this machine has a site to check the candidate in: the shell's build and every other remote's live
 * version, from the store where there is one. In production, what the store does not have is built from this commit
 * for the checks only (it is never deployed); locally, it must have been built already. Says whether the shell's build
 * here is the live one (so that its pages may be published).
 */
async function prepareSite(
  app: AppName,
  target: Target,
  env: NodeJS.ProcessEnv,
  store: ReleaseStore | undefined,
): Promise<{ readonly shellIsLive: boolean }> {
  if (store) {
    for (const name of remoteNames) {
      const restored = await restoreRemote(store, name);
      if (restored.length > 0) console.log(`  ${name}: ${restored.join(', ')} restored from ${store.where}`);
    }
    if (app !== 'shell') {
      const shell = await restoreShell(store, shellDist, { replace: target === 'production' });
      if (shell) console.log(`  shell: ${shell} restored from ${store.where}`);
    }
  }
  const missing = [
    ...remoteNames.filter((name) => name !== app && !existsSync(path.join(siteDir(name), MANIFEST_FILE))),
    ...(app !== 'shell' && !existsSync(path.join(shellDist, RUNTIME_CONFIG_FILE)) ? ['shell' as const] : []),
  ];
  if (missing.length === 0) return { shellIsLive: true };
  if (target === 'local') {
    throw new ReleaseError(`Not built yet: ${missing.join(', ')}. Run \`npm run build:local\` first.`);
  }
  for (const name of missing) {
    console.log(`  ${name} is not in the store yet: built from this commit, for the checks only (not deployed)`);
    await buildApp(name, env);
    if (name !== 'shell') publish(buildDir(name), siteDir(name));
  }
  return { shellIsLive: !missing.includes('shell') };
}

/** The manifest URL the built shell names for a remote (its runtime config): the public address of its pointer. */
function publicManifestUrl(name: RemoteName): string {
  const config = JSON.parse(readFileSync(path.join(shellDist, RUNTIME_CONFIG_FILE), 'utf8')) as {
    remotes?: Partial<Record<RemoteName, string>>;
  };
  const url = config.remotes?.[name];
  if (!url) throw new ReleaseError(`The shell's ${RUNTIME_CONFIG_FILE} names no ${name} manifest.`);
  return url;
}

/** The remote's part of the health report: what would keep the shell from loading it. */
function healthProblems(report: HealthReport, name: string): string[] {
  if (report.configProblem) return [`the shell's runtime config: ${report.configProblem}`];
  const health = report.remotes.find((remote) => remote.name === name);
  if (!health) return [`the shell's runtime config does not list ${name}`];
  return [
    ...(health.unreachable ? [health.unreachable] : []),
    ...(health.compatibility.status === 'no' ? health.compatibility.problems : []),
  ];
}

/**
 * Checks a version of a remote before it goes live, with the site served here: the health check the shell's loading
 * depends on (manifest, entry, shared versions), then every page it owns rendered in Chromium with that version in
 * place of the live one. Prints what it found; throws a ReleaseError listing every problem. Returns the pages.
 */
export async function verifyRemote(name: RemoteName, version: string, baseUrl: string): Promise<RenderedRoute[]> {
  const origins = localOrigins();
  const candidate = new URL(`${VERSIONS_DIR}/${version}/${MANIFEST_FILE}`, publicManifestUrl(name)).href;
  const report = await checkRemotes({
    shellUrl: baseUrl,
    timeoutMs: CHECK_TIMEOUT_MS,
    remotes: { [name]: candidate },
    fetch: (url, init) => fetch(served(url, origins), init),
  });
  console.log(formatReport({ ...report, remotes: report.remotes.filter((remote) => remote.name === name) }));
  const problems = healthProblems(report, name);
  if (problems.length > 0) {
    throw new ReleaseError(
      `${name} ${version} failed its checks and was not made live:\n  - ${problems.join('\n  - ')}`,
    );
  }
  const routes = localRoutes({ [name]: version }).get(name) ?? [];
  let pages: RenderedRoute[];
  try {
    pages = await renderPages({ baseUrl, routes, remotes: { [name]: candidate } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReleaseError(`${name} ${version} failed its checks and was not made live:\n  - ${reason}`);
  }
  const entryDir = new URL('.', candidate).href;
  for (const page of pages) {
    if (page.remote?.name !== name || !page.remote.entry.startsWith(entryDir)) {
      throw new ReleaseError(
        `${name} ${version} was not made live: ${page.route} was rendered by ${page.remote?.name ?? 'the shell'} ` +
          `(${page.remote?.entry ?? 'no remote'}), not by the candidate.`,
      );
    }
    console.log(`  ${page.route.padEnd(24)} renders (${seconds(page.ms)})`);
  }
  return pages;
}

/** Publishes a remote's rendered pages on the shell's site, deployed in production; kept in the store. */
async function publishPages(
  pages: readonly RenderedRoute[],
  target: Target,
  env: NodeJS.ProcessEnv,
  store: ReleaseStore | undefined,
  shellIsLive: boolean,
): Promise<void> {
  if (!shellIsLive) {
    console.log(
      '  The shell has not been released through the store yet: its pages will follow its first release\n' +
        '  (npm run release -- shell). Until then they are rendered in the browser.',
    );
    return;
  }
  if (store && target === 'production') {
    // Another app's release may have changed the live shell while this one ran: its pages, rendered into this build,
    // would then undo that one's (or, after a release of the shell, name files it no longer has).
    const latest = (await store.readLog('shell'))?.releases.at(-1)?.version;
    if (latest && latest !== shellVersion()) {
      throw new ReleaseError(
        `The shell's site changed while this release ran (now ${latest}): the pages were not published. The new ` +
          'version is live; run the same release again to publish its pages (it rebuilds the same version).',
      );
    }
  }
  for (const page of writePages(pages)) console.log(`  ${page.route.padEnd(24)} → shell/dist/${page.file}`);
  if (target === 'production') await deploy('shell', env);
  if (store) console.log(`  shell ${await keepShell(store, 'pages')} kept in ${store.where}`);
}

async function keep(store: ReleaseStore | undefined, name: RemoteName): Promise<void> {
  if (!store) return;
  const { added, removed } = await keepRemote(store, name);
  console.log(
    `  ${name} in ${store.where}: ${added.length ? `added ${added.join(', ')}` : 'no new version'}` +
      (removed.length ? `; removed ${removed.join(', ')} (older than the last kept)` : ''),
  );
}

/** Releases a remote: every step of the top of this file. */
export async function releaseRemote(name: RemoteName, options: ReleaseOptions): Promise<void> {
  const started = performance.now();
  const { target } = options;
  const env = buildEnv(target, options.env ?? environment());
  const store = storeOf(target, env);
  if (options.checks ?? true) await step('check', () => checkApp(name));
  await step('build', () => buildApp(name, env));
  const { shellIsLive } = await step('restore', () => prepareSite(name, target, env, store));
  const { version, uploaded } = await step('publish', () => stage(buildDir(name), siteDir(name)));
  console.log(`  ${name} ${version} ${uploaded ? 'published' : 'was published already'}, not live yet`);
  const pages = await withLocalSite('Release', (baseUrl) => step('verify', () => verifyRemote(name, version, baseUrl)));
  if (options.dryRun) {
    console.log(`\n${name} ${version} passed every check (dry run: nothing made live) in ${since(started)}.`);
    return;
  }
  const { previous, pruned } = await step('live', async () => {
    const result = makeLive(siteDir(name), version);
    if (target === 'production') await deploy(name, env);
    return result;
  });
  await step('pages', () => publishPages(pages, target, env, store, shellIsLive));
  await step('keep', () => keep(store, name));
  console.log(
    `\n${name} ${version} is live (${target}), released in ${since(started)}.` +
      `\n  Live before: ${previous ?? 'nothing'}.` +
      (pruned.length ? `\n  Removed old versions: ${pruned.join(', ')}.` : '') +
      `\n  Roll back with: npm run rollback -- ${name}${target === 'production' ? ' --target production' : ''}`,
  );
}

/** Rolls a remote back to an earlier version (`to`, or the one live before), with the same checks before it is live. */
export async function rollbackRemote(name: RemoteName, to: string | undefined, options: ReleaseOptions): Promise<void> {
  const started = performance.now();
  const { target } = options;
  const env = buildEnv(target, options.env ?? environment());
  const store = storeOf(target, env);
  const { shellIsLive } = await step('restore', () => prepareSite(name, target, env, store));
  const planned = rollbackTarget(siteDir(name), to);
  console.log(`  ${name}: from ${planned.from} to ${planned.to}`);
  const pages = await withLocalSite('Rollback', (baseUrl) =>
    step('verify', () => verifyRemote(name, planned.to, baseUrl)),
  );
  if (options.dryRun) {
    console.log(`\n${name} ${planned.to} passed every check (dry run: nothing made live) in ${since(started)}.`);
    return;
  }
  await step('live', async () => {
    rollback(siteDir(name), planned.to);
    if (target === 'production') await deploy(name, env);
  });
  await step('pages', () => publishPages(pages, target, env, store, shellIsLive));
  await step('keep', () => keep(store, name));
  console.log(`\n${name} rolled back from ${planned.from} to ${planned.to} (${target}) in ${since(started)}.`);
}

/**
 * Releases the shell: built, then checked with the remotes as they are live (each must load with the shared
 * libraries this build provides) and every page rendered; the pages go into the build, which is then deployed.
 * Locally the shell's build is the folder the emulators serve, so it changes as soon as it is built: there, a failed
 * check leaves a build without its pages (every address then gets the app's own rendering), until the next release.
 */
export async function releaseShell(options: ReleaseOptions): Promise<void> {
  const started = performance.now();
  const { target } = options;
  const env = buildEnv(target, options.env ?? environment());
  const store = storeOf(target, env);
  if (options.checks ?? true) await step('check', () => checkApp('shell'));
  await step('restore', () => prepareSite('shell', target, env, store));
  await step('build', () => buildApp('shell', env));
  const pages = await withLocalSite('Release', (baseUrl) =>
    step('verify', async () => {
      const origins = localOrigins();
      const report = await checkRemotes({
        shellUrl: baseUrl,
        timeoutMs: CHECK_TIMEOUT_MS,
        fetch: (url, init) => fetch(served(url, origins), init),
      });
      console.log(formatReport(report));
      const problems = remoteNames.flatMap((name) => healthProblems(report, name).map((text) => `${name}: ${text}`));
      if (problems.length > 0) {
        throw new ReleaseError(`The shell failed its checks and was not made live:\n  - ${problems.join('\n  - ')}`);
      }
      return renderPages({ baseUrl, routes: allRoutes() });
    }),
  );
  // The build is the folder served here: it gets its pages even in a dry run, so it stays a whole site.
  await step('pages', () => {
    for (const page of writePages(pages)) console.log(`  ${page.route.padEnd(24)} → shell/dist/${page.file}`);
  });
  if (options.dryRun) {
    console.log(`\nThe shell passed every check (dry run: nothing deployed) in ${since(started)}.`);
    return;
  }
  if (target === 'production') await step('live', () => deploy('shell', env));
  if (store) await step('keep', async () => console.log(`  ${await keepShell(store, 'publish')} kept`));
  console.log(`\nThe shell is live (${target}), released in ${since(started)}.`);
}
