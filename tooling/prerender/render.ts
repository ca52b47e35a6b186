/**
 * Each route the remotes publish, rendered by the app in Chromium from the page template (the app's side:
 * shell/src/prerender/render-page.ts), and written into the shell's build with snapshot.ts; the not-found page into
 * `app.html` (docs/architecture.md, "Prerendered pages"). Always from the local site folders: a production shell's
 * remote hosts are answered from them, so the pages name the public addresses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium, errors, type BrowserContext, type Page } from '@playwright/test';
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { MANIFEST_FILE } from '@mediavelocity/federation/src/manifest';
import { remoteNames, type RemoteName } from '../apps';
import { chromeFlags, chromiumPath } from '../chromium';
import { inPool, seconds } from '../cli';
import { shellDist, siteDir } from '../deploy/local';
import { readManifestFile, VERSIONS_DIR, writeAtomically } from '../deploy/versions';
import { REMOTE_STYLES_DIR } from '../deploy/served-config';
import { withLocalSite } from '../emulators';
import { localManifestUrl } from '../env';
import { concretePaths, NOT_FOUND_PATH } from '../seo/site-routes';
import type { RenderedPage } from '../../shell/src/prerender/render-page';
import {
  APP_HTML,
  escapeAttribute,
  hasRelativeUrl,
  PAGE_TEMPLATE_HTML,
  pageFile,
  pageParts,
  prerenderedHtml,
} from './snapshot';
import { BOOT_SCRIPT_FILE } from '../webpack/plugins';

/** How long the app may take to render one page (its remote, routes and page chunk are fetched meanwhile). */
const RENDER_TIMEOUT_MS = 30_000;

/** The manifest URL the built shell names for a remote (its runtime config): the public address of its pointer. */
export function manifestUrlOf(name: RemoteName): string {
  const file = path.join(shellDist, RUNTIME_CONFIG_FILE);
  const config = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Partial<Record<RemoteName, string>> };
  const url = config.remotes?.[name];
  if (!url) throw new Error(`${file} names no ${name} manifest.`);
  return url;
}

/** The built shell's remote hosts → where this machine serves them: none for a local build; `*.web.app` → 127.0.0.1. */
export function localOrigins(): Map<string, string> {
  const map = new Map<string, string>();
  for (const name of remoteNames) {
    const named = new URL(manifestUrlOf(name));
    const local = new URL(localManifestUrl(name, 'hosting'));
    if (named.origin === local.origin) continue;
    if (named.pathname !== local.pathname) {
      throw new Error(
        `${path.join(shellDist, RUNTIME_CONFIG_FILE)}: the ${name} manifest must be at /${MANIFEST_FILE} of its site (got ${named.href}).`,
      );
    }
    map.set(named.origin, local.origin);
  }
  return map;
}

/** `url` with its origin replaced by where this machine serves it (see {@link localOrigins}). */
export function served(url: string, origins: ReadonlyMap<string, string>): string {
  const parsed = new URL(url);
  const local = origins.get(parsed.origin);
  return local ? `${local}${parsed.pathname}${parsed.search}` : url;
}

/** `baseUrl` serves the shell's build; `routes` may hold {@link NOT_FOUND_PATH}; `remotes`: manifest URLs to use. */
export interface RenderOptions {
  readonly baseUrl: string;
  readonly routes: readonly string[];
  readonly remotes?: Readonly<Partial<Record<RemoteName, string>>>;
}

/** A page rendered and ready to be written into the shell's build, with the remote stylesheets it needs. */
export interface RenderedRoute {
  readonly route: string;
  readonly file: string;
  readonly html: string;
  readonly remote: RenderedPage['remote'];
  /** Each copied to `file` on the shell's site from `href`, the remote's own address. */
  readonly stylesheets: readonly { readonly href: string; readonly file: string; readonly css: string }[];
  readonly ms: number;
}

/** Answers the browser's requests to the remotes' public hosts from this machine, and hands it `remotes`. */
async function serveLocally(context: BrowserContext, origins: ReadonlyMap<string, string>, options: RenderOptions) {
  await context.route(
    (url) => origins.has(url.origin),
    async (route) => route.fulfill({ response: await route.fetch({ url: served(route.request().url(), origins) }) }),
  );
  const { baseUrl, remotes = {} } = options;
  if (Object.keys(remotes).length === 0) return;
  await context.route(new URL(`/${RUNTIME_CONFIG_FILE}`, baseUrl).href, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, ...remotes } } });
  });
}

/**
 * Loads `url` from the template and has the app render its page to HTML; any page error fails it, and a page not
 * handed over within `timeoutMs` fails with what the page's console said meanwhile.
 */
export async function renderedPage(
  page: Page,
  url: string,
  template: string,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<RenderedPage> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Its presence is what makes the app render to HTML instead of on screen.
  await page.addInitScript(() => {
    const window_ = window as { __mvPrerender?: (result: unknown) => void; __mvPrerendered?: unknown };
    window_.__mvPrerender = (result) => (window_.__mvPrerendered = result);
  });
  // Every page is rendered from the template, as the build wrote it: never from a page an earlier prerender wrote.
  const { origin, pathname } = new URL(url);
  await page.route(
    (requested) => requested.origin === origin && requested.pathname === pathname,
    (request) => request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: template }),
  );
  await page.goto(url);
  const handed = await page
    .waitForFunction(() => (window as { __mvPrerendered?: unknown }).__mvPrerendered, null, { timeout: timeoutMs })
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
      const waited = `The app did not hand the page over within ${seconds(timeoutMs)}.`;
      throw new Error([waited, ...problems].join('\n'), { cause: error });
    });
  const rendered = (await handed.jsonValue()) as RenderedPage | { readonly error: string };
  if ('error' in rendered) problems.unshift(rendered.error);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return rendered as RenderedPage;
}

/**
 * Copies of the remotes' stylesheets the page loaded, for the shell's site (their hashed names kept: cached for good):
 * a prerendered page's paint waits for its stylesheets, and a slow remote host would leave it blank. A stylesheet with
 * a relative `url()`, which the copy would not find, is refused.
 */
async function remoteStylesheets(
  page: Page,
  origins: ReadonlyMap<string, string>,
): Promise<RenderedRoute['stylesheets']> {
  const hrefs = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href, document.baseURI))
      .filter((url) => url.origin !== location.origin)
      .map((url) => url.href),
  );
  return Promise.all(
    hrefs.map(async (href) => {
      const response = await fetch(served(href, origins), { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${href} answered ${response.status}.`);
      // Its source map stays on the remote's host.
      const css = (await response.text()).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      if (hasRelativeUrl(css)) throw new Error(`${href} refers to files by a relative url(), which a copy would lose.`);
      return { href, file: path.posix.join(REMOTE_STYLES_DIR, path.posix.basename(new URL(href).pathname)), css };
    }),
  );
}

/** Renders `routes` in Chromium as pages of the shell's build, writing nothing; any page error fails it, named. */
export async function renderPages(options: RenderOptions): Promise<RenderedRoute[]> {
  const { baseUrl, routes } = options;
  const template = readFileSync(path.join(shellDist, PAGE_TEMPLATE_HTML), 'utf8');
  const bootScript = readdirSync(shellDist).find((file) => BOOT_SCRIPT_FILE.test(file));
  if (!bootScript) throw new Error(`${shellDist} has no boot.<hash>.js: build the shell first.`);
  const origins = localOrigins();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromeFlags([new URL(baseUrl).hostname]),
      // Each page is answered with app.html by Playwright, which Chromium then counts as a public document: let it
      // reach the loopback remotes of a local build.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
  try {
    // A mid-size phone: the layout is CSS (responsive either way); only what a script measures depends on it.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await serveLocally(context, origins, options);
    const render = async (route: string): Promise<RenderedRoute> => {
      const started = Date.now();
      const page = await context.newPage();
      try {
        const result = await renderedPage(page, new URL(route, baseUrl).href, template);
        const catchAll = route === NOT_FOUND_PATH;
        if (catchAll && result.remote !== null) {
          throw new Error(`the ${result.remote.name} remote has a page at ${route}, the address kept for none.`);
        }
        const stylesheets = await remoteStylesheets(page, origins);
        // `data-href`, the remote's own address, is what the remote's stylesheet loader (mini-css-extract-plugin's)
        // looks for before it adds a <link>: the copy counts as that stylesheet loaded, so it is not fetched again.
        const links = stylesheets.map(
          (copy) => `<link rel="stylesheet" href="/${copy.file}" data-href="${escapeAttribute(copy.href)}">`,
        );
        const html = prerenderedHtml(template, pageParts(result, links, { catchAll }), bootScript);
        const file = catchAll ? APP_HTML : pageFile(route);
        return { route, file, html, remote: result.remote, stylesheets, ms: Date.now() - started };
      } catch (error) {
        throw new Error(`Could not prerender ${route}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await page.close();
      }
    };
    // A render mostly waits on the emulators and the browser, so one page more than there are cores keeps them busy.
    return await inPool(routes, availableParallelism() + 1, render);
  } finally {
    await browser.close();
  }
}

/** Writes rendered pages, and the stylesheets they link, into the shell's build (it may be served), a line each. */
export function writePages(pages: readonly RenderedRoute[]): void {
  for (const { route, file, html, stylesheets } of pages) {
    for (const copy of stylesheets) writeAtomically(path.join(shellDist, copy.file), copy.css);
    writeAtomically(path.join(shellDist, file), html);
    console.log(`  ${route.padEnd(30)} → shell/dist/${file} (${Buffer.byteLength(html)} bytes)`);
  }
}

/** Each remote's routes, from its manifest in the local site: the live version's, or the one `versions` names. */
export function localRoutes(versions: Readonly<Partial<Record<RemoteName, string>>> = {}): Map<RemoteName, string[]> {
  return new Map(
    remoteNames.map((app) => {
      const version = versions[app];
      const dir = version ? path.join(siteDir(app), VERSIONS_DIR, version) : siteDir(app);
      return [app, concretePaths(readManifestFile(path.join(dir, MANIFEST_FILE)).manifest.routes)];
    }),
  );
}

/** Every route of the site, then the not-found page (rendered at an address no remote publishes) into app.html. */
export const allRoutes = (): string[] => [...[...localRoutes().values()].flat(), NOT_FOUND_PATH];

/** Renders and writes every page of the site `baseUrl` serves. */
export async function prerenderSite(baseUrl: string): Promise<void> {
  const started = Date.now();
  const pages = await renderPages({ baseUrl, routes: allRoutes() });
  writePages(pages);
  console.log(`Prerendered ${pages.length} pages in ${seconds(Date.now() - started)}.`);
}

/** Every page of the local build, on the emulators already running or on ones started for it. */
export const prerenderLocalSite = (): Promise<void> => withLocalSite('Prerendering', prerenderSite);

/** Whether the shell's build has its pages yet: a build writes app.html as the page template, a prerender fills it. */
export const isPrerendered = (): boolean =>
  readFileSync(path.join(shellDist, APP_HTML), 'utf8') !==
  readFileSync(path.join(shellDist, PAGE_TEMPLATE_HTML), 'utf8');
