/**
 * `npm run prerender`: writes each route's page into the shell's build as HTML, so a visitor's first paint needs no
 * JavaScript. Debian's Chromium loads every route of the served production build (the paths the remotes publish in
 * their manifests) from the page template, where the app renders the page to HTML with React's `prerender` and hands
 * it over (shell/src/prerender/render-page.ts); a visitor's browser then takes that markup over (hydrates it). The
 * not-found page goes into `app.html`, which every other path gets: an unknown one shows it at once, and a route a
 * remote added since is rendered by the app in its place (see shell/src/bootstrap.tsx).
 *
 * Without options it serves the builds with the emulators itself (the ports must be free) and stops them after.
 * With --url <base>, it reads a site already running there; the pages still go into the local shell/dist.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { apps, LOCAL_HOST } from '../apps';
import { chromeFlags, chromiumPath } from '../bench/lighthouse';
import { loadRoutes, NOT_FOUND_PATH } from '../bench/routes';
import { seconds } from '../cli';
import { repoRoot } from '../env';
import {
  APP_HTML,
  PAGE_TEMPLATE_HTML,
  pageFile,
  pageParts,
  prerenderedHtml,
  type RenderedPage,
} from '../prerender/snapshot';
import { BOOT_SCRIPT_FILE } from '../webpack/boot-script-plugin';
import { assertPortsFree } from './processes';
import { emulatorPortClaims, siteUrl, startServing, stopServing } from './serve';

type PrerenderResult = RenderedPage | { readonly error: string };

const shellDist = path.join(repoRoot, apps.shell.dir, 'dist');

/** How long the app may take to render one page (its remote, routes and page chunk are fetched meanwhile). */
const RENDER_TIMEOUT_MS = 30_000;

/** Loads `url` from the template and has the app render its page to HTML (see shell/src/prerender/render-page.ts). */
async function renderedPage(page: Page, url: string, template: string): Promise<RenderedPage> {
  let settle: (result: PrerenderResult) => void = () => undefined;
  const result = new Promise<PrerenderResult>((resolve) => {
    settle = resolve;
  });
  // Its presence is what makes the app render to HTML instead of on screen.
  await page.exposeFunction('__mvPrerender', (value: PrerenderResult) => settle(value));
  // Every page is rendered from the template, as the build wrote it: never from a page an earlier prerender wrote.
  const { origin, pathname } = new URL(url);
  await page.route(
    (requested) => requested.origin === origin && requested.pathname === pathname,
    (request) => request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: template }),
  );
  await page.goto(url);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page after ${RENDER_TIMEOUT_MS / 1000} s`)), RENDER_TIMEOUT_MS);
  });
  try {
    const rendered = await Promise.race([result, timeout]);
    if ('error' in rendered) throw new Error(rendered.error);
    return rendered;
  } finally {
    clearTimeout(timer);
  }
}

/** The remotes' stylesheets the page loaded (the shell's own is in the template already). */
function remoteStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href, document.baseURI))
      .filter((url) => url.origin !== location.origin)
      .map((url) => url.href),
  );
}

/** Where the shell's build keeps its copies of the remotes' stylesheets. */
const REMOTE_STYLES_DIR = 'remote-styles';

/**
 * A copy of a remote's stylesheet on the shell's own site, and the `<link>` to it. A prerendered page's stylesheets
 * hold back its first paint, so none may come from a remote's host: one that is slow would leave the page blank. The
 * file name keeps the remote's content hash (cached for good like the shell's own). A stylesheet that refers to other
 * files by a relative `url()` would lose them in the copy, and is refused.
 */
async function copyStylesheet(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}.`);
  // Its source map stays on the remote's host.
  const css = (await response.text()).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  if (/url\(\s*['"]?(?![a-z]+:|\/\/|#)/i.test(css)) {
    throw new Error(`${href} refers to files by a relative url(), which a copy on the shell's site would not find.`);
  }
  const file = path.posix.join(REMOTE_STYLES_DIR, path.posix.basename(new URL(href).pathname));
  mkdirSync(path.join(shellDist, REMOTE_STYLES_DIR), { recursive: true });
  writeFileSync(path.join(shellDist, file), css);
  return `<link rel="stylesheet" href="/${file}">`;
}

export interface PrerenderedPage {
  readonly route: string;
  readonly file: string;
  readonly bytes: number;
}

/**
 * Prerenders every published route of the site at `baseUrl` into shell/dist, and the not-found page (rendered at
 * an address no remote publishes) into app.html, with copies of the remotes' stylesheets the pages use.
 */
export async function prerender(baseUrl: string): Promise<PrerenderedPage[]> {
  const template = readFileSync(path.join(shellDist, PAGE_TEMPLATE_HTML), 'utf8');
  const bootScript = readdirSync(shellDist).find((file) => BOOT_SCRIPT_FILE.test(file));
  if (!bootScript) throw new Error(`${shellDist} has no boot.<hash>.js: build the shell first.`);
  const { routes } = await loadRoutes(baseUrl);
  const paths = [...routes.map((route) => route.path).filter((route) => route !== NOT_FOUND_PATH), NOT_FOUND_PATH];
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromeFlags([new URL(baseUrl).hostname]).filter((flag) => flag !== '--headless=new'),
      // Each page is answered with app.html by Playwright, which Chromium then counts as a public document: let it
      // reach the loopback remotes of a local build.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
  const written: PrerenderedPage[] = [];
  try {
    // A mid-size phone: the layout is CSS (responsive either way); only what a script measures depends on it.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    for (const route of paths) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      try {
        const rendered = await renderedPage(page, new URL(route, baseUrl).href, template);
        if (problems.length > 0) throw new Error(problems.join('\n'));
        const catchAll = route === NOT_FOUND_PATH;
        if (catchAll && rendered.remote !== null) {
          throw new Error(`the ${rendered.remote.name} remote has a page at ${route}, the address kept for none.`);
        }
        const stylesheets = await Promise.all((await remoteStylesheets(page)).map(copyStylesheet));
        const parts = pageParts(rendered, stylesheets, { catchAll });
        const html = prerenderedHtml(template, parts, bootScript);
        const file = catchAll ? APP_HTML : pageFile(route);
        mkdirSync(path.dirname(path.join(shellDist, file)), { recursive: true });
        writeFileSync(path.join(shellDist, file), html);
        written.push({ route, file, bytes: Buffer.byteLength(html) });
      } catch (error) {
        throw new Error(`Could not prerender ${route}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return written;
}

export async function main(args: readonly string[] = []): Promise<void> {
  const urlIndex = args.indexOf('--url');
  const url = urlIndex >= 0 ? args[urlIndex + 1] : undefined;
  if (urlIndex >= 0 && !url) throw new Error('--url needs the base URL of a running site.');
  const started = Date.now();
  let pages: PrerenderedPage[];
  if (url) {
    pages = await prerender(url);
  } else {
    await assertPortsFree(emulatorPortClaims(), LOCAL_HOST);
    console.log('Prerendering: serving the builds with the Firebase emulators…');
    const logFile = path.join(repoRoot, 'prerender-emulators.log');
    const firebase = await startServing({ logFile });
    try {
      pages = await prerender(new URL(siteUrl).origin);
    } finally {
      await stopServing(firebase);
    }
  }
  for (const page of pages) console.log(`  ${page.route.padEnd(30)} → shell/dist/${page.file} (${page.bytes} bytes)`);
  console.log(`Prerendered ${pages.length} pages in ${seconds(Date.now() - started)}.`);
}
