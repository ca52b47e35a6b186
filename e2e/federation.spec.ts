import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request, Response } from '@playwright/test';
import { ACCOUNT_SESSION_HINT_KEY, APP_READY_ATTRIBUTE } from '@mediavelocity/contract';
import { apps, LOCAL_HOST, remoteNames, type AppName } from '../tooling/apps';
import { repoRoot } from '../tooling/env';
import { FEDERATION_FLAGS } from '../tooling/webpack/__tests__/federation-flags';
import { appOf, expect, firstLoadOverAt, test } from './fixtures';

const originOf = (name: AppName) => `http://${LOCAL_HOST}:${apps[name].hostingPort}`;

/** The scripts the page fetched, by app, with when they were asked for (ms since the epoch, once answered). */
function recordScripts(page: Page): () => { readonly app: AppName; readonly url: string; readonly asked: number }[] {
  const seen: { app: AppName; request: Request }[] = [];
  page.on('request', (request) => {
    const app = appOf(new URL(request.url()));
    if (request.resourceType() === 'script' && app) seen.push({ app, request });
  });
  return () => seen.map(({ app, request }) => ({ app, url: request.url(), asked: request.timing().startTime }));
}

const firstLoads: readonly { path: string; heading: string; owner: AppName }[] = [
  { path: '/', heading: 'Mediavelocity', owner: 'portfolio' },
  { path: '/calculator', heading: 'Loan Calculator', owner: 'tools' },
  { path: '/login', heading: 'Sign In', owner: 'account' },
];

for (const { path, heading, owner } of firstLoads) {
  test(`the first load of ${path} fetches the JavaScript of the shell and the ${owner} remote only`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    const over = await firstLoadOverAt(page);
    await page.waitForLoadState('networkidle');
    const firstLoad = new Set(
      scripts()
        .filter(({ asked }) => asked < over)
        .map(({ app }) => app),
    );
    expect([...firstLoad].sort()).toEqual(['shell', owner].sort());
    // Once it is over, another remote's script is only its entry, loaded ahead for its pages linked in view.
    const after = scripts().filter(({ app, asked }) => asked >= over && app !== 'shell' && app !== owner);
    expect(after.filter(({ url }) => !url.endsWith('/remoteEntry.js'))).toEqual([]);
  });
}

test('react, react-dom and react-router-dom are single copies shared by the shell and the remotes', async ({
  page,
}) => {
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Calculator' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();

  const shared = await page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>;
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scope> } }).__FEDERATION__;
    // Each federation instance (shell, remotes) keeps its own view of the same scope: count distinct copies.
    const loaded: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded) (loaded[name] ??= new Set()).add(`${version} from ${info.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([name, copies]) => [name, [...copies]]));
  });
  for (const library of ['react', 'react-dom', 'react-router-dom']) {
    expect(shared[library], `${library} loaded once, from the shell`).toEqual([expect.stringMatching(/from shell$/)]);
  }
});

test("a first load touches the browser's storage only once the page is shown and loaded", async ({ page }) => {
  // A page's first read of localStorage waits on the browser (a synchronous round trip): neither the federation SDK's
  // debug switch (SDK_DEBUG_SWITCH, tooling/webpack/create-config.ts) nor the nav's session hint touches it sooner.
  await page.addInitScript((ready) => {
    const reads: string[] = [];
    Object.assign(window, { storageReads: reads });
    const { getItem } = Storage.prototype;
    const when = () =>
      `${document.documentElement.hasAttribute(ready) ? 'shown' : 'not shown'}, ${document.readyState}`;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(`${key}: ${when()}`);
      return getItem.call(this, key);
    };
    // Listening for `storage` opens the page's storage too.
    const { addEventListener } = window;
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (args[0] === 'storage') reads.push(`storage listener: ${when()}`);
      addEventListener.apply(this, args);
    };
  }, APP_READY_ATTRIBUTE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  const reads = () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
  // The hint is read in the end (so reads are seen), and none was made before.
  await expect
    .poll(reads, { message: 'the session hint is read once the page is shown and loaded' })
    .toEqual(
      expect.arrayContaining([`${ACCOUNT_SESSION_HINT_KEY}: shown, complete`, 'storage listener: shown, complete']),
    );
  expect((await reads()).filter((read) => !read.endsWith(': shown, complete'))).toEqual([]);
});

test('the scripts every page runs at once ask to be compiled as they arrive; the others do not', async ({ page }) => {
  // Collected as they come, read once the page is quiet: a body still being read when the test ends (a file the
  // prefetcher asked for last) would fail it.
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  };
  page.on('response', collect);
  await page.goto('/');
  const over = await firstLoadOverAt(page);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const scripts = await Promise.all(
    responses.map(async (response) => {
      const { origin, pathname } = new URL(response.url());
      const body = await response.text();
      const name =
        origin !== originOf('shell')
          ? `${pathname.endsWith('/remoteEntry.js') ? 'entry' : 'chunk'} of ${origin}`
          : /^\/main\.[0-9a-f]+\.js$/.test(pathname)
            ? 'the entry'
            : /\.hydrateRoot=function\(/.test(body)
              ? 'React DOM'
              : /\.hydrateRoot\)\(/.test(body)
                ? 'the app'
                : pathname;
      const asked = response.request().timing().startTime;
      return { name, hinted: body.startsWith('//# allFunctionsCalledOnLoad\n'), asked };
    }),
  );
  // The first load's scripts, not the next pages' (a remote's entry loaded ahead is hinted as any entry is).
  const firstLoad = scripts.filter(({ asked }) => asked < over);
  // eagerCompile (tooling/webpack/plugins.ts), picked in create-config.ts for every app:
  // a chunk split or renamed by an upgrade of React or webpack would drop the hint silently (without it, V8 compiles
  // each function at its first call, inside the page's start-up tasks: docs/performance.md).
  expect(
    firstLoad
      .filter(({ hinted }) => hinted)
      .map(({ name }) => name)
      .sort(),
  ).toEqual(['React DOM', 'entry of ' + originOf('portfolio'), 'the app', 'the entry']);
  expect(firstLoad.filter(({ hinted }) => !hinted).length, 'the page has other scripts too').toBeGreaterThan(0);
});

/** Every script of the app's build under test, by its path from the repository's root. */
function builtScripts(app: AppName): { readonly file: string; readonly text: string }[] {
  const dist = path.join(repoRoot, apps[app].dir, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file: path.join(apps[app].dir, 'dist', file),
      text: readFileSync(path.join(dist, file), 'utf8'),
    }));
}

test('each experimental federation flag still takes out of the build the code it is set to', () => {
  const scripts = Object.fromEntries((Object.keys(apps) as AppName[]).map((app) => [app, builtScripts(app)]));
  // Each flag by a string of the code it takes out (tooling/webpack/__tests__/federation-flags.ts, where each is
  // described): in no script of the apps it is set for. An upgrade of the federation plugin that ignored a flag would
  // otherwise build, run and pass, only bigger.
  const kept = FEDERATION_FLAGS.flatMap(({ flag, apps: on, purpose, marker }) =>
    (on === 'every app' ? (Object.keys(apps) as AppName[]) : remoteNames).flatMap((app) =>
      (scripts[app] ?? [])
        .filter(({ text }) => text.includes(marker))
        .map(({ file }) => `${flag} (${purpose}): ${file} holds "${marker}"`),
    ),
  );
  expect(kept, 'code a flag should take out: tooling/webpack/__tests__/federation-flags.ts says what to check').toEqual(
    [],
  );
  // What the remotes' flags take out is still the shell's (so the search above looks for what a build would hold),
  // and each remote's entry asks for the shell's runtime core instead.
  for (const { flag, marker } of FEDERATION_FLAGS.filter((each) => each.apps === 'the remotes')) {
    expect(
      scripts.shell?.some(({ text }) => text.includes(marker)),
      `${flag}: "${marker}" in the shell`,
    ).toBe(true);
  }
  for (const remote of remoteNames) {
    const entry = scripts[remote]?.find(({ file }) => file.endsWith('/remoteEntry.js'));
    expect(entry?.text, `${remote}'s entry runs on the shell's runtime core`).toContain('_FEDERATION_RUNTIME_CORE');
  }
});
