import { join } from 'node:path';
import sharp from 'sharp';
import { test as base, expect } from '@playwright/test';
import { chromiumDriver } from './engines/chromium';
import type { Driver, EngineOption } from './engines/driver';
import { firefoxDriver } from './engines/firefox';
import { webkitDriver } from './engines/webkit';
import { journeys } from './journeys';

// The visitor's journeys, in the engine the project names (playwright.config.ts: `chromium`, `firefox`, `webkit`). One
// browser per worker, which the journeys use in turn, as a visitor goes from page to page.

const test = base.extend<{ driver: Driver }, EngineOption & { engineDriver: Driver }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  engineDriver: [
    async ({ engine, playwright }, use) => {
      const driver =
        engine === 'chromium'
          ? await chromiumDriver(playwright.chromium)
          : engine === 'firefox'
            ? await firefoxDriver()
            : await webkitDriver();
      await use(driver);
      await driver.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: async ({ engineDriver }, use) => {
    await use(engineDriver);
    // Every journey ends clean: no uncaught error, no console error, no CSP violation.
    expect(await engineDriver.takeErrors(), 'errors in the page').toEqual([]);
  },
});

for (const journey of journeys) {
  test(journey.name, async ({ driver }) => {
    await journey.run(driver);
  });
}

/** The pages and widths of docs/look.md's screenshots, side by side in the three engines. */
const lookPages = { home: '/', work: '/work', csusa: '/csusa', calculator: '/calculator' } as const;
const lookSizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const lookFolder = process.env.MV_LOOK;

test.describe('the look', () => {
  test.skip(!lookFolder, 'MV_LOOK=docs/look takes the screenshots of docs/look.md');

  test('screenshots of four pages at 390 and 1280 px', async ({ driver }, testInfo) => {
    test.setTimeout(120_000);
    for (const [name, path] of Object.entries(lookPages)) {
      for (const { width, height } of lookSizes) {
        await driver.setViewport(width, height);
        await driver.goto(path);
        // The fonts, and the images of the first screen decoded (lazy ones below it never load): as a visitor sees
        // the page once it has settled. At most 5 s.
        await driver.evaluate(() =>
          Promise.race([
            new Promise((resolve) => setTimeout(resolve, 5000)),
            Promise.all([
              document.fonts.ready,
              ...[...document.images]
                .filter((image) => image.getBoundingClientRect().top < innerHeight)
                .map((image) => image.decode().catch(() => undefined)),
            ]),
          ]).then(() => undefined),
        );
        const png = testInfo.outputPath(`${name}-${width}.png`);
        await driver.screenshot(png);
        await sharp(png)
          .webp({ quality: 70 })
          .toFile(join(lookFolder ?? '', `${driver.engine}-${name}-${width}.webp`));
      }
    }
  });
});
