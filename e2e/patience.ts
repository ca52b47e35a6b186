/**
 * The wait bounds the browser tests run the site with (see packages/contract/src/patience.ts): the site's own
 * 3 / 5 / 8 s scaled down, so a test of a host that never answers waits out 2.5 s instead of 5. The tests serve them
 * in the shell's runtime config, the way a deployment could: the build under test is the one that ships.
 *
 * Every check of a fault test is derived from these numbers, and the panel and fallbacks must come before the site's
 * own bound would have brought them: a site that ignored the served bounds fails. `MV_E2E_SITE_PATIENCE=1` runs the
 * tests with the site's own bounds instead (to measure the times docs/faults.md gives).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_PATIENCE, readPatience, type Patience } from '@mediavelocity/contract';
import { fetchThrough } from './fetch-through';

export const sitePatience = process.env.MV_E2E_SITE_PATIENCE === '1';

export const testPatience: Patience = sitePatience
  ? DEFAULT_PATIENCE
  : readPatience({ slowNoticeMs: 1000, giveUpMs: 2500, providerGiveUpMs: 3500 });

/** Serves `runtime-config.json` to the page (or every page of the context) with `bounds` as its `patience`. */
export async function servePatience(target: Page | BrowserContext, bounds: Patience = testPatience): Promise<void> {
  await target.route('**/runtime-config.json', async (route) => {
    const response = await fetchThrough(route);
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, patience: bounds } });
  });
}
