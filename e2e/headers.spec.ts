import { apps, LOCAL_HOST, remoteNames } from '../tooling/apps';
import { expect, test } from './fixtures';

const origin = (port: number) => `http://${LOCAL_HOST}:${port}`;
const shell = origin(apps.shell.hostingPort);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

test('the shell sends a strict CSP and the security headers on every page', async ({ request }) => {
  for (const path of ['/', '/work', '/calculator', '/no-such-page']) {
    const response = await request.get(`${shell}${path}`);
    expect(response.status()).toBe(200); // the SPA fallback serves app.html for every page address
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => source.includes('*'))).toEqual([]);
    for (const name of remoteNames) expect(scriptSrc).toContain(origin(apps[name].hostingPort));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-cache');
  }
});

test('the runtime config is never cached long; hashed assets are immutable', async ({ request, page }) => {
  expect((await request.get(`${shell}/runtime-config.json`)).headers()['cache-control']).toBe('no-cache');
  const assets: string[] = [];
  page.on('response', (response) => {
    if (/\.[0-9a-f]{8}\.(js|css|woff2)$/.test(response.url())) assets.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  // The page's load waits for its preloads, the typeface's among them: each of its two weights fetched once, by the
  // preload (one the stylesheet's request could not reuse would fetch a file twice).
  await page.waitForLoadState('load');
  expect(assets.length).toBeGreaterThan(2);
  const weights = assets.filter((url) => url.endsWith('.woff2')).map((url) => /-latin-(\d+)-normal\./.exec(url)?.[1]);
  expect(weights.sort()).toEqual(['400', '600']);
  for (const url of assets) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
});

test("a missing hashed file is a 404 that nothing keeps, not the app's page served under a script's name", async ({
  request,
}) => {
  const missing = await request.get(`${shell}/main.deadbeef.js`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toMatch(/id="?root/);
  // A later release may add that very file: no browser or CDN keeps its 404.
  expect(missing.headers()['cache-control']).toBe('no-cache');
  for (const name of remoteNames) {
    const unpublished = await request.get(`${origin(apps[name].hostingPort)}/v/0.0.0-deadbeef/1.deadbeef.js`);
    expect(unpublished.status(), name).toBe(404);
    expect(unpublished.headers()['cache-control'], name).toBe('no-cache');
  }
  // An address without a file extension is a page: the app's not-found page, as before.
  const page = await request.get(`${shell}/no-such-page`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(/id="?root/);
});

test('each remote serves its live pointer and entry uncached, with CORS, and its release log not at all', async ({
  request,
}) => {
  for (const name of remoteNames) {
    const base = origin(apps[name].hostingPort);
    const pointer = await request.get(`${base}/mf-manifest.json`);
    const manifest = (await pointer.json()) as {
      metaData: { routes: string[]; remoteEntry: { name: string; path: string } };
    };
    expect(manifest.metaData.routes.length).toBeGreaterThan(0);
    // The pointer names the live version's folder (tooling/deploy/versions.ts).
    const { path: dir, name: entry } = manifest.metaData.remoteEntry;
    expect(dir).toMatch(/^v\/\d+\.\d+\.\d+-[0-9a-f]{8}$/);
    for (const [file, response] of [
      ['mf-manifest.json', pointer],
      [`${dir}/${entry}`, await request.get(`${base}/${dir}/${entry}`)],
    ] as const) {
      expect(response.status(), `${name}/${file}`).toBe(200);
      expect(response.headers()['cache-control'], `${name}/${file}`).toBe('no-cache');
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
    expect((await request.get(`${base}/releases.json`)).status(), `${name}/releases.json`).toBe(404);
  }
});

test("the site's icons are kept a day: a click inside the site does not ask the host for the tab's icon again", async ({
  page,
  request,
}) => {
  for (const icon of ['icon.svg', 'favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-maskable-512.png']) {
    const response = await request.get(`${shell}/${icon}`);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['cache-control'], icon).toBe('public, max-age=86400');
  }
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  // The tab's icon as each request for it was answered: by the host, or by the browser's cache.
  const answers = new Map<string, 'host' | 'cache'>();
  session.on('Network.requestWillBeSent', ({ requestId, request: { url } }) => {
    if (url.endsWith('/icon.svg')) answers.set(requestId, 'host');
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    if (answers.has(requestId)) answers.set(requestId, 'cache');
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    if (answers.has(requestId) && response.fromDiskCache) answers.set(requestId, 'cache');
  });
  const fromHost = () => [...answers.values()].filter((answer) => answer === 'host').length;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediavelocity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = fromHost();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fromHost() - before, 'the icon asked of the host again').toBe(0);
});
