/**
 * One release path for one app, the same on a laptop and in CI (`npm run release`, `npm run rollback`): check, build,
 * restore, publish, verify, live, pages, keep (docs/shipping.md). A failed step stops it there; before `live` nothing
 * has changed for a visitor. Locally (`--target local`, the default) "live" is the folder the emulators serve.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import { apps, remoteNames, type AppName, type RemoteName } from '../apps';
import { seconds, UsageError } from '../cli';
import { buildDir, shellDist, siteDir, unbuilt } from '../deploy/local';
import { servedConfig } from '../deploy/served-config';
import { makeLive, publish, ReleaseError, rollback, rollbackTarget, stage, VERSIONS_DIR } from '../deploy/versions';
import { ConfigError, hostingSite, localBuildEnv, productionBuildEnv, repoRoot } from '../env';
import { checkRemotes, problemsOf } from '../health/check';
import { formatReport } from '../health/report';
import {
  allRoutes,
  localOrigins,
  localRoutes,
  manifestUrlOf,
  renderPages,
  served,
  writePages,
  type RenderedRoute,
} from '../prerender/render';
import { buildApp, run } from '../processes';
import { withLocalSite } from '../emulators';
import { RELEASE_STORE_SETTING, storeFromEnv } from './store';
import { keepRemote, keepShell, restoreRemote, restoreShell, shellVersion } from './sync';

export type Target = 'local' | 'production';

/** Reads a command line's `--target` (`npm run release`, `npm run rollback`). */
export function readTarget(raw: string | undefined, usage: string): Target {
  if (raw === undefined || raw === 'local' || raw === 'production') return raw ?? 'local';
  throw new UsageError(`--target must be local or production (got "${raw}").\n${usage}`);
}

export interface ReleaseOptions {
  readonly target: Target;
  /** Run the app's typecheck, lint and unit tests first (default). */
  readonly checks?: boolean;
  /** Stop once the candidate is verified: nothing goes live, nothing is deployed or kept. */
  readonly dryRun?: boolean;
}

/** How long each request of the pre-live health check may take. */
const CHECK_TIMEOUT_MS = 15_000;

const since = (started: number): string => seconds(performance.now() - started);

/** Runs one step, announcing it and how long it took. */
async function step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  console.log(`\n▸ ${name}`);
  const started = performance.now();
  const result = await work();
  console.log(`✓ ${name} (${since(started)})`);
  return result;
}

type Session = ReturnType<typeof startSession>;

/** The build settings of the target (production's are checked before anything else happens) and its store. */
function startSession({ target, dryRun = false }: ReleaseOptions) {
  const env = target === 'production' ? productionBuildEnv() : localBuildEnv();
  const store = storeFromEnv(env);
  if (!store && target === 'production') {
    throw new ConfigError(
      `${RELEASE_STORE_SETTING} is not set: a production release needs a durable store for the versions it replaces ` +
        '(rollbacks and open tabs need them, and a CI runner keeps nothing). Set it to "github" or a folder.',
    );
  }
  const project = env.FIREBASE_PROJECT_ID?.trim() ?? '';
  return { target, env, project, store, dryRun, started: performance.now() };
}

/** The app's typecheck, lint (ESLint and Prettier) and unit tests. */
async function checkApp(app: AppName): Promise<void> {
  const { dir } = apps[app];
  await run('npm', ['run', 'typecheck', '--workspace', dir]);
  await run('eslint', [dir, '--max-warnings', '0']);
  await run('prettier', ['--check', dir]);
  await run('npm', ['test', '--workspace', dir]);
}

/** What a production release deploys with: firebase.json as the site is served (ignored by git). */
const DEPLOY_CONFIG = path.join(repoRoot, 'firebase.deploy.json');

/** Deploys one app's site folder to its Firebase Hosting site, and the account's functions with it (production). */
async function deploy(app: AppName, { target, env, project }: Session): Promise<void> {
  if (target !== 'production') return;
  const only = app === 'account' ? `hosting:${app},functions:${app}` : `hosting:${app}`;
  await run('firebase', ['target:apply', 'hosting', app, hostingSite(app, env), '--project', project], { env });
  // With its rule for hashed files naming what the site's folder holds (docs/shipping.md, "Caching").
  writeFileSync(DEPLOY_CONFIG, servedConfig(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'), repoRoot));
  const args = ['deploy', '--only', only, '--project', project, '--config', DEPLOY_CONFIG, '--non-interactive'];
  await run('firebase', args, { env });
}

/** The account's function reads Stripe's key from Secret Manager: without it, every client would be refused. */
async function assertStripeSecret({ target, env, project }: Session): Promise<void> {
  if (target !== 'production') return;
  const args = ['functions:secrets:get', 'STRIPE_SECRET_KEY', '--project', project, '--non-interactive'];
  await run('firebase', args, { env, stdio: 'ignore' }).catch(() => {
    throw new ConfigError(
      `STRIPE_SECRET_KEY is not set in Secret Manager for ${project}, or cannot be read: the client area's function ` +
        'needs it. Set it with `firebase functions:secrets:set STRIPE_SECRET_KEY` (see docs/shipping.md).',
    );
  });
}

/**
 * Gives this machine a site to check the candidate in: the shell's build and each other remote's live version, from
 * the store if any. What it lacks is, in production, built from this commit for the checks only (never deployed), and
 * locally an error. Says whether the shell's build here is the live one (so that its pages may be published).
 */
async function prepareSite(app: AppName, { target, env, store }: Session): Promise<boolean> {
  if (store) {
    for (const name of remoteNames) {
      const restored = await restoreRemote(store, name);
      if (restored.length > 0) console.log(`  ${name}: ${restored.join(', ')} restored from ${store.where}`);
    }
    const shell = app !== 'shell' && (await restoreShell(store, shellDist, { replace: target === 'production' }));
    if (shell) console.log(`  shell: ${shell} restored from ${store.where}`);
  }
  const missing = unbuilt([...remoteNames, 'shell'].filter((name): name is AppName => name !== app));
  if (missing.length > 0 && target === 'local') {
    throw new ReleaseError(`Not built yet: ${missing.join(', ')}. Run \`npm run build:local\` first.`);
  }
  for (const name of missing) {
    console.log(`  ${name} is not in the store yet: built from this commit, for the checks only (not deployed)`);
    await buildApp(name, env);
    if (name !== 'shell') publish(buildDir(name), siteDir(name));
  }
  return !missing.includes('shell');
}

const listed = (problems: readonly string[]): string => `\n  - ${problems.join('\n  - ')}`;

/**
 * The health check the shell's loading depends on (manifest, entry, shared versions) of the site served at `baseUrl`:
 * every remote, or the `candidates` (manifest URLs). Prints the report; any problem throws `failed` with the list.
 */
async function assertHealthy(baseUrl: string, failed: string, candidates?: Readonly<Record<string, string>>) {
  const origins = localOrigins();
  const report = await checkRemotes({
    shellUrl: baseUrl,
    timeoutMs: CHECK_TIMEOUT_MS,
    remotes: candidates,
    fetch: (url, init) => fetch(served(url, origins), init),
  });
  const names: readonly string[] = candidates ? Object.keys(candidates) : remoteNames;
  const remotes = report.remotes.filter((remote) => names.includes(remote.name));
  console.log(formatReport({ ...report, remotes }));
  const problems = report.configProblem
    ? [`the shell's runtime config: ${report.configProblem}`]
    : names.flatMap((name) => {
        const health = remotes.find((remote) => remote.name === name);
        const found = health ? problemsOf(health) : [`the shell's runtime config does not list ${name}`];
        return candidates ? found : found.map((problem) => `${name}: ${problem}`);
      });
  if (problems.length > 0) throw new ReleaseError(`${failed}${listed(problems)}`);
}

/** Checks a remote's version before it goes live: the health check, then its pages rendered with it as the live one. */
async function verifyRemote(name: RemoteName, version: string, baseUrl: string): Promise<RenderedRoute[]> {
  const candidate = new URL(`${VERSIONS_DIR}/${version}/${MANIFEST_FILE}`, manifestUrlOf(name)).href;
  const failed = `${name} ${version} failed its checks and was not made live:`;
  await assertHealthy(baseUrl, failed, { [name]: candidate });
  const routes = localRoutes({ [name]: version }).get(name) ?? [];
  const pages = await renderPages({ baseUrl, routes, remotes: { [name]: candidate } }).catch((error: unknown) => {
    throw new ReleaseError(`${failed}${listed([error instanceof Error ? error.message : String(error)])}`);
  });
  for (const page of pages) {
    if (page.remote?.name !== name || !page.remote.entry.startsWith(new URL('.', candidate).href)) {
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
async function publishPages(pages: readonly RenderedRoute[], shellIsLive: boolean, session: Session): Promise<void> {
  if (!shellIsLive) {
    console.log(
      '  The shell has not been released through the store yet: its pages will follow its first release\n' +
        '  (npm run release -- shell). Until then they are rendered in the browser.',
    );
    return;
  }
  const { store } = session;
  if (store && session.target === 'production') {
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
  writePages(pages);
  await deploy('shell', session);
  if (store) console.log(`  shell ${await keepShell(store, 'pages')} kept in ${store.where}`);
}

/**
 * A remote's release and rollback once the version is in its site folder: verified, then (unless a dry run: undefined)
 * made live by `goLive` (whose result it returns) and deployed, its pages published, the site kept in the store.
 */
async function verifyThenGoLive<T>(
  label: 'Release' | 'Rollback',
  name: RemoteName,
  version: string,
  shellIsLive: boolean,
  session: Session,
  goLive: () => T,
): Promise<T | undefined> {
  const pages = await withLocalSite(label, (baseUrl) => step('verify', () => verifyRemote(name, version, baseUrl)));
  if (session.dryRun) {
    console.log(`\n${name} ${version} passed every check (dry run: nothing made live) in ${since(session.started)}.`);
    return undefined;
  }
  const result = await step('live', async () => {
    const live = goLive();
    await deploy(name, session);
    return live;
  });
  await step('pages', () => publishPages(pages, shellIsLive, session));
  const { store } = session;
  if (store) {
    await step('keep', async () => {
      const { added, removed } = await keepRemote(store, name);
      console.log(
        `  ${name} in ${store.where}: ${added.length ? `added ${added.join(', ')}` : 'no new version'}` +
          (removed.length ? `; removed ${removed.join(', ')} (older than the last kept)` : ''),
      );
    });
  }
  return result;
}

/** Releases a remote: every step of the top of this file. */
export async function releaseRemote(name: RemoteName, options: ReleaseOptions): Promise<void> {
  const session = startSession(options);
  if (name === 'account') await assertStripeSecret(session);
  if (options.checks ?? true) await step('check', () => checkApp(name));
  await step('build', () => buildApp(name, session.env));
  const shellIsLive = await step('restore', () => prepareSite(name, session));
  const { version, uploaded } = await step('publish', () => stage(buildDir(name), siteDir(name)));
  console.log(`  ${name} ${version} ${uploaded ? 'published' : 'was published already'}, not live yet`);
  const live = await verifyThenGoLive('Release', name, version, shellIsLive, session, () =>
    makeLive(siteDir(name), version),
  );
  if (!live) return;
  console.log(
    `\n${name} ${version} is live (${session.target}), released in ${since(session.started)}.` +
      `\n  Live before: ${live.previous ?? 'nothing'}.` +
      (live.pruned.length ? `\n  Removed old versions: ${live.pruned.join(', ')}.` : '') +
      `\n  Roll back with: npm run rollback -- ${name}${session.target === 'production' ? ' --target production' : ''}`,
  );
}

/** Rolls a remote back to an earlier version (`to`, or the one live before), with the same checks before it is live. */
export async function rollbackRemote(name: RemoteName, to: string | undefined, options: ReleaseOptions): Promise<void> {
  const session = startSession(options);
  const shellIsLive = await step('restore', () => prepareSite(name, session));
  const planned = rollbackTarget(siteDir(name), to);
  console.log(`  ${name}: from ${planned.from} to ${planned.to}`);
  const live = await verifyThenGoLive('Rollback', name, planned.to, shellIsLive, session, () =>
    rollback(siteDir(name), planned.to),
  );
  if (live)
    console.log(
      `\n${name} rolled back from ${live.from} to ${live.to} (${session.target}) in ${since(session.started)}.`,
    );
}

/**
 * Releases the shell: built, checked with the remotes as they are live (each must load with the shared libraries it
 * provides), every page rendered into the build, deployed. Locally the build is the folder the emulators serve, so a
 * failed check leaves it without pages (the app renders every address) until the next release.
 */
export async function releaseShell(options: ReleaseOptions): Promise<void> {
  const session = startSession(options);
  if (options.checks ?? true) await step('check', () => checkApp('shell'));
  await step('restore', () => prepareSite('shell', session));
  await step('build', () => buildApp('shell', session.env));
  const pages = await withLocalSite('Release', (baseUrl) =>
    step('verify', async () => {
      await assertHealthy(baseUrl, 'The shell failed its checks and was not made live:');
      return renderPages({ baseUrl, routes: allRoutes() });
    }),
  );
  // The build is the folder served here: it gets its pages even in a dry run, so it stays a whole site.
  await step('pages', () => writePages(pages));
  if (session.dryRun) {
    console.log(`\nThe shell passed every check (dry run: nothing deployed) in ${since(session.started)}.`);
    return;
  }
  if (session.target === 'production') await step('live', () => deploy('shell', session));
  const { store } = session;
  if (store) await step('keep', async () => console.log(`  ${await keepShell(store, 'publish')} kept`));
  console.log(`\nThe shell is live (${session.target}), released in ${since(session.started)}.`);
}
