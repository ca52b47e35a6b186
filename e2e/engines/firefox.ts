import puppeteer from 'puppeteer-core';
import { siteUrl } from '../../tooling/emulators';
import { FIREFOX_PATH } from './debian';
import { APP_READY_TIMEOUT_MS, locate, missing, resizing, type Driver, type Target } from './driver';
import { installProbe, takeProbed } from './probe';

/** A port nothing listens on: every host but this machine's goes to it, so no request leaves the machine. */
const REFUSING_PROXY_PORT = 9;

/** Debian's Firefox ESR, driven over WebDriver BiDi (no geckodriver): the engine of Firefox. */
export async function firefoxDriver(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': 1,
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': REFUSING_PROXY_PORT,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': REFUSING_PROXY_PORT,
      // Loopback is never proxied (network.proxy.allow_hijacking_localhost is false): the site is reached directly.
    },
  });
  try {
    // A tab of its own: the one Firefox starts with never has the focus (document.hasFocus() is false), so it fires no
    // focus events and refuses full screen; a new tab has it, as a visitor's window in front has.
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(installProbe);
    const errors: string[] = [];
    const evaluate: Driver['evaluate'] = <Result, Arg>(fn: (arg: Arg) => Result, arg?: Arg) =>
      page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Result>;
    const element = async (target: Target) => {
      const index = await locate(evaluate, target);
      const found = index < 0 ? undefined : (await page.$$(target.css))[index];
      if (!found) throw missing(target);
      return found;
    };
    return {
      engine: 'firefox',
      goto: async (path) => {
        errors.push(...(await page.evaluate(takeProbed)));
        await page.goto(new URL(path, siteUrl).href);
        await page.waitForSelector('html[data-mv-ready]', { timeout: APP_READY_TIMEOUT_MS }).catch(() => undefined);
      },
      setViewport: resizing((width, height) => page.setViewport({ width, height }), evaluate),
      click: async (target) => (await element(target)).click(),
      type: async (target, text) => {
        const field = await element(target);
        await field.click();
        await field.evaluate((input) => (input as HTMLInputElement).select());
        await page.keyboard.press('Backspace');
        await field.type(text);
      },
      press: (key) => page.keyboard.press(key),
      evaluate,
      screenshot: async (file) => {
        await page.screenshot({ path: file as `${string}.png` });
      },
      takeErrors: async () => [...errors.splice(0, errors.length), ...(await page.evaluate(takeProbed))],
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
