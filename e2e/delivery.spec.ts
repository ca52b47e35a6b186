/**
 * Independent delivery, end to end: one remote (tools) is changed, built and deployed on its own while the site is
 * served, then rolled back, with the commands a team member uses (`npm run deploy:local`, `npm run rollback:local`).
 * It changes what the served tools site is, so it runs on its own after every other test (playwright.config.ts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { apps } from '../tooling/apps';
import { siteDir } from '../tooling/deploy/local';
import { liveVersion } from '../tooling/deploy/releases';
import { repoRoot } from '../tooling/env';
import { expect, expectNoFullReload, markDocument, test } from './fixtures';

const run = promisify(execFile);

const TOOLS_PAGE = path.join(repoRoot, apps.tools.dir, 'src/features/tools-promo/tools-page.tsx');
const OLD_TEXT = 'Free, browser-based utilities we built for our own shoots and projects.';
const NEW_TEXT = 'Free, browser-based utilities from our own shoots and projects, now in a new version.';

/** A hash of every file under `dir` (names and contents): equal hashes, byte-for-byte equal folders. */
function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string, prefix: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(current, entry.name), relative);
      else hash.update(relative).update(readFileSync(path.join(current, entry.name)));
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}

const everythingButTools = () => ({
  shell: folderHash(path.join(repoRoot, apps.shell.dir, 'dist')),
  portfolio: folderHash(siteDir('portfolio')),
  account: folderHash(siteDir('account')),
});

async function npmRun(script: string, ...args: string[]): Promise<{ stdout: string; seconds: number }> {
  const started = Date.now();
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
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
    await npmRun('rollback:local', 'tools', '--to', originalVersion);
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
    deploy = await npmRun('deploy:local', 'tools');
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
  const rollback = await npmRun('rollback:local', 'tools');
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
