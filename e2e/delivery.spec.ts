/**
 * Independent delivery, end to end: one remote (tools) is changed, built and deployed on its own while the site is
 * served, then rolled back, with the commands a team member uses: the quick local path (`npm run deploy:local`,
 * `npm run rollback:local`), and the release path CI takes (`npm run release`, `npm run rollback`), here on a runner
 * that starts with nothing but the durable store. It changes what the served tools site is, so it runs on its own
 * after every other test (playwright.config.ts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apps } from '../tooling/apps';
import { shellDist, siteDir } from '../tooling/deploy/local';
import { folderHash, liveVersion, releaseLogFile } from '../tooling/deploy/versions';
import { repoRoot } from '../tooling/env';
import { expect, expectNoFullReload, firstLoadOver, markDocument, remoteOrigin, test } from './fixtures';

const run = promisify(execFile);

const TOOLS_PAGE = path.join(repoRoot, apps.tools.dir, 'src/features/tools-promo/tools-page.tsx');
const OLD_TEXT = 'Free, browser-based utilities we built for our own shoots and projects.';
const NEW_TEXT = 'Free, browser-based utilities from our own shoots and projects, now in a new version.';

const everythingButTools = () => ({
  shell: folderHash(path.join(repoRoot, apps.shell.dir, 'dist')),
  portfolio: folderHash(siteDir('portfolio')),
  account: folderHash(siteDir('account')),
});

async function npmRun(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ stdout: string; seconds: number }> {
  const started = Date.now();
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env,
    maxBuffer: 20 * 1024 * 1024,
  });
  return { stdout, seconds: (Date.now() - started) / 1000 };
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let originalVersion: string | undefined;

test.beforeAll(() => {
  originalVersion = liveVersion(siteDir('tools'));
  expect(originalVersion, 'the tools remote has a live version (npm run build:local publishes one)').toBeDefined();
  expect(readFileSync(TOOLS_PAGE, 'utf8')).toContain(OLD_TEXT);
});

test.afterAll(async () => {
  // Whatever happened, the site is left as it was found: the source unchanged, the original version live.
  const source = readFileSync(TOOLS_PAGE, 'utf8');
  if (source.includes(NEW_TEXT)) writeFileSync(TOOLS_PAGE, source.replace(NEW_TEXT, OLD_TEXT));
  if (originalVersion && liveVersion(siteDir('tools')) !== originalVersion) {
    await npmRun('rollback:local', ['tools', '--to', originalVersion]);
  }
});

test('tools ships and rolls back alone; an open tab keeps working and moves on at its next navigation', async ({
  page,
  context,
}) => {
  const before = everythingButTools();

  // A visitor has the calculator open, reached from /tools in the app: the tools remote is running in this tab.
  await page.goto('/tools');
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  await page.getByRole('link', { name: 'Open the Loan Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
  await markDocument(page);

  // A team member changes a text of the tools remote, then builds and deploys tools, and only tools.
  writeFileSync(TOOLS_PAGE, readFileSync(TOOLS_PAGE, 'utf8').replace(OLD_TEXT, NEW_TEXT));
  let deploy: { stdout: string; seconds: number };
  try {
    deploy = await npmRun('deploy:local', ['tools']);
  } finally {
    writeFileSync(TOOLS_PAGE, readFileSync(TOOLS_PAGE, 'utf8').replace(NEW_TEXT, OLD_TEXT));
  }
  const newVersion = liveVersion(siteDir('tools'));
  expect(newVersion).not.toBe(originalVersion);
  // (The same sources always build the same version: a second run finds it published already.)
  expect(deploy.stdout).toMatch(new RegExp(`tools ${newVersion} (published|already published; made live) in `));
  console.log(`deploy:local -- tools took ${deploy.seconds.toFixed(1)} s`);
  expect(everythingButTools(), 'the shell and the other remotes are byte-for-byte unchanged').toEqual(before);

  // The open tab still works on its current page, with the version it started with.
  await expectNoFullReload(page);
  const amount = page.getByLabel('Loan Amount');
  await amount.fill('200000');
  await amount.blur();
  await expect(page.getByRole('main')).toContainText('1,581.59');

  // Its next navigation into tools (back to /tools) picks up the new version: the page is loaded afresh, at the
  // address it asked for.
  await page.goBack();
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  await expect(page).toHaveURL(/\/tools$/);
  expect(await page.evaluate(() => window.__noReload), 'the stale tab loaded the page afresh').toBeUndefined();

  // A new visit shows the new text (the prerendered page is of the old version: the app renders it afresh).
  const visitor = await context.newPage();
  const messages: string[] = [];
  visitor.on('console', (message) => messages.push(`${message.type()} ${message.text()}`));
  await visitor.goto('/tools');
  await expect(visitor.getByText(NEW_TEXT)).toBeVisible();
  await expect(visitor.getByText(OLD_TEXT)).toHaveCount(0);
  // Told apart before hydrating, not found out by a failed hydration.
  expect(messages).toContainEqual(expect.stringContaining('Prerendered from another tools version'));
  expect(messages.filter((message) => message.startsWith('warning'))).toEqual([]);

  // Rolling back repoints tools to the version before: the old text is back on the next load.
  const rollback = await npmRun('rollback:local', ['tools']);
  console.log(`rollback:local -- tools took ${rollback.seconds.toFixed(1)} s`);
  expect(rollback.stdout).toContain(`rolled back from ${newVersion} to ${originalVersion}`);
  expect(liveVersion(siteDir('tools'))).toBe(originalVersion);
  await visitor.reload();
  await expect(visitor.getByText(OLD_TEXT)).toBeVisible();
  await expect(visitor.getByText(NEW_TEXT)).toHaveCount(0);
  expect(everythingButTools(), 'a rollback touches nothing else either').toEqual(before);

  // The tab that moved to the new version moves back at its next navigation: the page is shown, then loaded afresh.
  await markDocument(page);
  await page.getByRole('link', { name: 'Open the Loan Calculator' }).click();
  await expect.poll(() => page.evaluate(() => window.__noReload).catch(() => true)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
  await page.locator('html[data-mv-ready]').waitFor({ state: 'attached' });
  await page.goBack();
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
});

const CALCULATOR_PAGE = path.join(repoRoot, apps.tools.dir, 'src/features/calculator/calculator-page.tsx');
const CALCULATOR_TEXT = 'see exactly how the number is worked out.';
const CALCULATOR_NEW_TEXT = 'see exactly how the number is worked out, step by step.';
const TOOLS_ROUTES = ['tools.html', 'screen-tracker.html', 'calculator.html'];

/** Each page of the shell's site but the tools' own, by file, with a hash of its bytes. */
function otherPages(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(shellDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html') && !TOOLS_ROUTES.includes(file))
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(shellDist, file)))
          .digest('hex'),
      ]),
  );
}

/** The folders a CI runner starts without, moved aside (restored by the afterAll below if a step fails). */
const aside = mkdtempSync(path.join(tmpdir(), 'runner-'));
function freshRunner(): void {
  for (const [from, name] of [
    [siteDir('tools'), `tools-${Date.now()}`],
    [releaseLogFile(siteDir('tools')), `tools-log-${Date.now()}`],
    [shellDist, `shell-${Date.now()}`],
  ] as const) {
    if (existsSync(from)) renameSync(from, path.join(aside, name));
  }
}

const store = mkdtempSync(path.join(tmpdir(), 'release-store-'));
const withStore = { ...process.env, RELEASE_STORE: store };

test.afterAll(() => {
  const source = readFileSync(CALCULATOR_PAGE, 'utf8');
  if (!source.includes(CALCULATOR_TEXT))
    writeFileSync(CALCULATOR_PAGE, source.replace(CALCULATOR_NEW_TEXT, CALCULATOR_TEXT));
  // A step that failed between moving the folders aside and restoring them from the store: the latest go back.
  for (const [target, prefix] of [
    [shellDist, 'shell-'],
    [siteDir('tools'), 'tools-'],
    [releaseLogFile(siteDir('tools')), 'tools-log-'],
  ] as const) {
    const latest = readdirSync(aside)
      .filter((name) => name.startsWith(prefix) && (prefix !== 'tools-' || !name.startsWith('tools-log-')))
      .sort()
      .at(-1);
    if (!existsSync(target) && latest) renameSync(path.join(aside, latest), target);
  }
  rmSync(aside, { recursive: true, force: true });
  rmSync(store, { recursive: true, force: true });
});

test('a release re-renders the pages its remote owns; a fresh runner rolls back from the store; open tabs go on', async ({
  page,
  request,
}) => {
  // The version live now was released through the store (by an earlier run of the release workflow).
  const kept = await npmRun('release', ['tools', '--skip-checks'], withStore);
  expect(kept.stdout).toContain(`tools ${originalVersion} is live (local)`);
  const pagesBefore = otherPages();

  // A visitor has /tools open, running that version; the calculator's code is not loaded yet.
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  await markDocument(page);
  // The tab fetches ahead what its links need once its first load is over. A served site keeps its files through a
  // release; only this test's empty runner takes them away for a while, so the tab is done fetching before that.
  await firstLoadOver(page);
  await page.waitForLoadState('networkidle');

  // The tools' owner changes a text of /calculator and releases, from a runner with nothing but the store.
  writeFileSync(CALCULATOR_PAGE, readFileSync(CALCULATOR_PAGE, 'utf8').replace(CALCULATOR_TEXT, CALCULATOR_NEW_TEXT));
  freshRunner();
  let released: { stdout: string; seconds: number };
  try {
    released = await npmRun('release', ['tools', '--skip-checks'], withStore);
  } finally {
    writeFileSync(CALCULATOR_PAGE, readFileSync(CALCULATOR_PAGE, 'utf8').replace(CALCULATOR_NEW_TEXT, CALCULATOR_TEXT));
  }
  console.log(`release -- tools (fresh runner) took ${released.seconds.toFixed(1)} s:\n${released.stdout}`);
  const newVersion = liveVersion(siteDir('tools'));
  expect(newVersion).not.toBe(originalVersion);
  expect(released.stdout).toContain(`tools: ${originalVersion}`);
  expect(released.stdout).toMatch(/shell: shell-[0-9a-f]{12} restored from/);
  expect(released.stdout).toContain('OK: 1 of 1 remote reachable and compatible with the shell.');

  // The page's HTML, as a crawler or a visitor without JavaScript gets it, has the new text; no other page changed.
  const html = await (await request.get('/calculator')).text();
  expect(html).toContain(CALCULATOR_NEW_TEXT);
  expect(html).toContain(`data-remote-entry="${remoteOrigin('tools')}/v/${newVersion}/remoteEntry.js"`);
  expect(otherPages(), "the shell's other pages are byte-for-byte unchanged").toEqual(pagesBefore);

  // On another fresh runner, rolling back brings the version before from the store and makes it live again.
  freshRunner();
  const rolledBack = await npmRun('rollback', ['tools'], withStore);
  console.log(`rollback -- tools (fresh runner) took ${rolledBack.seconds.toFixed(1)} s`);
  expect(rolledBack.stdout).toContain(`tools rolled back from ${newVersion} to ${originalVersion} (local)`);
  expect(liveVersion(siteDir('tools'))).toBe(originalVersion);
  expect(await (await request.get('/calculator')).text()).not.toContain(CALCULATOR_NEW_TEXT);
  expect(otherPages()).toEqual(pagesBefore);

  // The open tab goes on to /calculator: the calculator's code of its version comes from the restored files.
  const chunks: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${remoteOrigin('tools')}/v/${originalVersion}/`)) {
      chunks.push({ url: response.url(), status: response.status() });
    }
  });
  await page.getByRole('link', { name: 'Open the Loan Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
  await expect(page.getByText(CALCULATOR_TEXT)).toBeVisible();
  await expectNoFullReload(page);
  expect(chunks.length, 'the tab loaded code of its version after the rollback').toBeGreaterThan(0);
  expect(chunks.filter((chunk) => chunk.status !== 200)).toEqual([]);
});

test('a candidate whose page fails to render is not made live, and nothing changes', async ({ request }) => {
  const live = liveVersion(siteDir('tools'));
  const pagesBefore = { ...otherPages(), calculator: await (await request.get('/calculator')).text() };
  const source = readFileSync(CALCULATOR_PAGE, 'utf8');
  // A mistake that passes the build: the page throws as it renders.
  writeFileSync(
    CALCULATOR_PAGE,
    source.replace(
      '<h1 className="mb-3">Loan Calculator</h1>',
      '<h1 className="mb-3">{JSON.parse(\'not json\') as string}</h1>',
    ),
  );
  let failure: { stdout?: string; stderr?: string; code?: number } | undefined;
  try {
    await npmRun('release', ['tools', '--skip-checks'], withStore);
  } catch (error) {
    failure = error as { stdout?: string; stderr?: string; code?: number };
  } finally {
    writeFileSync(CALCULATOR_PAGE, source);
  }
  console.log(`A broken candidate:\n${failure?.stdout ?? ''}${failure?.stderr ?? ''}`);
  expect(failure?.code).toBe(1);
  expect(failure?.stderr).toMatch(
    /tools 1\.0\.0-[0-9a-f]{8} failed its checks and was not made live:\n {2}- Could not prerender \/calculator/,
  );
  expect(failure?.stdout).not.toContain('▸ live');
  expect(liveVersion(siteDir('tools'))).toBe(live);
  expect({ ...otherPages(), calculator: await (await request.get('/calculator')).text() }).toEqual(pagesBefore);
});
