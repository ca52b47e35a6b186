import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, Key as Keys, type WebDriver } from 'selenium-webdriver';
import { siteUrl } from '../../tooling/emulators';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './debian';
import { APP_READY_TIMEOUT_MS, locate, missing, resizing, type Driver, type Key, type Target } from './driver';
import { probeScript, takeProbed } from './probe';

/** How long each helper process may take to start. */
const START_TIMEOUT_MS = 20_000;
const PROBE_PATH = '/__mv-probe.js';

/**
 * MiniBrowser's toolbar holds its window at 447 px or wider; GTK's own stylesheet for the user, shrunk to nothing, lets
 * the window go down to 320. No animations in GTK is what WebKitGTK reports as `prefers-reduced-motion: reduce`.
 */
function gtkConfig(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'mv-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0', 'gtk.css'),
    '* { padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; font-size: 1px; }\n',
  );
  writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  return home;
}

/** A child process; `ready` resolves with what it printed that `started` recognises. */
function launch(command: string, args: string[], started: RegExp) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = new Promise<RegExpMatchArray>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(started);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it started:\n${output}`));
    });
  });
  return { child, ready };
}

/**
 * The HTTP proxy MiniBrowser goes through. Classic WebDriver has no way to run a script before a page's own, so this
 * adds the error probe to each HTML page it passes on, as the first script of its head (served from the page's own
 * origin, which the CSP allows); and it refuses every host but this machine's, as the other engines do. Hand-written:
 * a forward proxy that rewrites HTML is these few lines on node:http, and no kept library does only that.
 */
function probingProxy(): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/');
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      outgoing.writeHead(502).end();
      return;
    }
    if (url.pathname === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(probeScript);
      return;
    }
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    delete headers['proxy-connection'];
    const forwarded = request(url, { method: incoming.method, headers }, (answer) => {
      const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>|<html[^>]*>|^/i, (start) => `${start}<script src="${PROBE_PATH}"></script>`);
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'content-length': Buffer.byteLength(html),
        });
        outgoing.end(html);
      });
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Waits until `url` answers (WebKitWebDriver prints nothing when it is ready). */
async function untilAnswers(url: string): Promise<void> {
  const giveUp = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > giveUp) throw new Error(`${url} did not answer within ${START_TIMEOUT_MS} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const portOf = (server: Server): number => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port.');
  return address.port;
};

const keys: Record<Key, string> = {
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Tab: Keys.TAB,
  ArrowRight: Keys.ARROW_RIGHT,
};

/** WebKitGTK 2.50, the engine of Safari: MiniBrowser under Xvfb (it has no headless mode), by classic WebDriver. */
export async function webkitDriver(): Promise<Driver> {
  const home = gtkConfig();
  const children: ChildProcess[] = [];
  let proxy: Server | undefined;
  let session: WebDriver | undefined;
  const stop = async () => {
    await session?.quit().catch(() => undefined);
    for (const child of children.reverse()) child.kill('SIGTERM');
    proxy?.close();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    // -displayfd: Xvfb takes the first free display and prints its number.
    const xvfb = launch('Xvfb', ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], /^(\d+)\n/);
    children.push(xvfb.child);
    const display = `:${(await xvfb.ready)[1]}`;
    proxy = await probingProxy();
    const driverPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const port = portOf(probe);
        probe.close(() => resolve(port));
      });
    });
    children.push(
      spawn(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`], {
        env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: home },
        stdio: 'ignore',
      }),
    );
    await untilAnswers(`http://127.0.0.1:${driverPort}/status`);
    session = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', `--proxy=http://127.0.0.1:${portOf(proxy)}`],
        },
      })
      .build();
  } catch (error) {
    await stop();
    throw error;
  }
  const driver = session;
  const errors: string[] = [];
  const toolbarHeight = await driver.executeScript<number>('return outerHeight - innerHeight;');
  const evaluate: Driver['evaluate'] = <Result, Arg>(fn: (arg: Arg) => Result, arg?: Arg) =>
    driver.executeScript<Result>(`return (${fn.toString()})(arguments[0]);`, arg);
  const element = async (target: Target) => {
    const index = await locate(evaluate, target);
    const found = index < 0 ? undefined : (await driver.findElements(By.css(target.css)))[index];
    if (!found) throw missing(target);
    return found;
  };
  return {
    engine: 'webkit',
    goto: async (path) => {
      errors.push(...(await evaluate(takeProbed)));
      await driver.get(new URL(path, siteUrl).href);
      await driver
        .wait(async () => (await driver.findElements(By.css('html[data-mv-ready]'))).length > 0, APP_READY_TIMEOUT_MS)
        .catch(() => undefined);
    },
    // The window holds the toolbar (a few pixels tall, see gtkConfig) above the page, and resizes asynchronously.
    setViewport: resizing(
      (width, height) =>
        driver
          .manage()
          .window()
          .setRect({ width, height: height + toolbarHeight }),
      evaluate,
    ),
    click: async (target) => (await element(target)).click(),
    type: async (target, text) => {
      const field = await element(target);
      await field.click();
      // Selected from the page: after Control+A sent through WebKitWebDriver, the keys that followed were not typed.
      await driver.executeScript('arguments[0].select();', field);
      await field.sendKeys(Keys.BACK_SPACE, text);
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    evaluate,
    screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
    takeErrors: async () => [...errors.splice(0, errors.length), ...(await evaluate(takeProbed))],
    close: stop,
  };
}
