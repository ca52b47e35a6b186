import type { BrowserType } from '@playwright/test';
import { chromeFlags, chromiumPath } from '../../tooling/chromium';
import { siteUrl } from '../../tooling/emulators';
import { APP_READY_TIMEOUT_MS, locate, missing, resizing, type Driver, type Target } from './driver';
import { installProbe, takeProbed } from './probe';

/** Debian's Chromium, as every other browser test drives it: by Playwright, with the same flags. */
export async function chromiumDriver(chromium: BrowserType): Promise<Driver> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags() });
  const context = await browser.newContext({ baseURL: siteUrl, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const errors: string[] = [];
  const evaluate: Driver['evaluate'] = <Result, Arg>(fn: (arg: Arg) => Result, arg?: Arg) =>
    page.evaluate(fn as (arg: unknown) => Result, arg);
  const element = async (target: Target) => {
    const index = await locate(evaluate, target);
    if (index < 0) throw missing(target);
    return page.locator(target.css).nth(index);
  };

  return {
    engine: 'chromium',
    goto: async (path) => {
      errors.push(...(await page.evaluate(takeProbed)));
      await page.goto(path);
      await page
        .locator('html[data-mv-ready]')
        .waitFor({ state: 'attached', timeout: APP_READY_TIMEOUT_MS })
        .catch(() => undefined);
    },
    setViewport: resizing((width, height) => page.setViewportSize({ width, height }), evaluate),
    click: async (target) => (await element(target)).click(),
    type: async (target, text) => {
      const field = await element(target);
      await field.fill('');
      await field.pressSequentially(text);
    },
    press: (key) => page.keyboard.press(key),
    evaluate,
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    takeErrors: async () => [...errors.splice(0, errors.length), ...(await page.evaluate(takeProbed))],
    close: () => browser.close(),
  };
}
