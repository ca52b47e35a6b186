/**
 * What a page's head says about it, read and checked the same way by the specs that load pages (pages.spec.ts once
 * per page, seo.spec.ts across navigations).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { META_DESCRIPTION_LENGTH, SITE_ORIGIN, siteUrl } from '@mediavelocity/contract';
import { apps, LOCAL_HOST } from '../tooling/apps';
import { PREVIEW_TAGS } from '@mediavelocity/testing/preview-tags';
import { expect } from './fixtures';

export const shell = `http://${LOCAL_HOST}:${apps.shell.hostingPort}`;

/** Tags a page renders exactly once (a second copy would be the previous page's, left behind). */
const ONCE = ['description', ...PREVIEW_TAGS] as const;

interface Head {
  readonly title: string;
  /** Every `<meta name|property>` of the head, as [key, content], in order. */
  readonly metas: readonly (readonly [string, string])[];
  readonly canonicals: readonly string[];
}

export function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    title: document.title,
    metas: [...document.head.querySelectorAll('meta[name], meta[property]')].map(
      (meta) =>
        [meta.getAttribute('name') ?? meta.getAttribute('property') ?? '', meta.getAttribute('content') ?? ''] as const,
    ),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  }));
}

/** Checks the head holds one full set of tags, all about `path`, and returns them by key. */
export function expectOneSetFor(head: Head, path: string, indexed: boolean): Record<string, string> {
  const counts = new Map<string, number>();
  for (const [key] of head.metas) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of ONCE) expect(counts.get(key), `${path}: ${key}`).toBe(1);
  expect(
    [...counts].filter(([, count]) => count > 1),
    `${path}: repeated tags`,
  ).toEqual([]);
  const tags = Object.fromEntries(head.metas);
  expect(head.canonicals, `${path}: canonical`).toEqual([siteUrl(path)]);
  expect(tags.robots, `${path}: robots`).toBe(indexed ? undefined : 'noindex');
  expect(tags).toMatchObject({
    'og:url': siteUrl(path),
    'og:title': head.title,
    'og:description': tags.description,
    'twitter:card': 'summary_large_image',
    'twitter:title': head.title,
    'twitter:description': tags.description,
    'twitter:image': tags['og:image'],
  });
  const description = tags.description ?? '';
  expect(description.length, `${path}: description length`).toBeGreaterThanOrEqual(META_DESCRIPTION_LENGTH.min);
  expect(description.length, `${path}: description length`).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH.max);
  expect(tags['og:image'], `${path}: og:image`).toMatch(/^https?:\/\/[^/]+\/\S+$/);
  expect(tags['og:image:alt'], `${path}: og:image:alt`).not.toBe('');
  return tags;
}

/** Where a URL on the production origin is served locally (the shell's emulator site); other origins as they are. */
const local = (url: string): string =>
  url.startsWith(`${SITE_ORIGIN}/`) ? shell + url.slice(SITE_ORIGIN.length) : url;

/** The page as it is after its own tags are in: its h1 is there and its canonical names it. */
export async function settle(page: Page, path: string): Promise<void> {
  await expect(page.locator('h1')).toBeAttached();
  await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute('href', siteUrl(path));
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(data: Buffer): string {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

export async function expectImage(request: APIRequestContext, url: string, type = /^image\//): Promise<Buffer> {
  const response = await request.get(local(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(type);
  return response.body();
}

/** A schema.org node, as a page's JSON-LD gives it. */
export type StructuredData = Record<string, unknown> & { readonly '@type': string };

/**
 * The JSON-LD data blocks of a page's HTML, parsed. The site writes every `<` in them as `\u003c`, so each block's
 * text runs to the first `</script>`; a block that is not JSON fails here, naming the page.
 */
export function structuredData(html: string, path: string): StructuredData[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => {
    const text = match[1] ?? '';
    try {
      return JSON.parse(text) as StructuredData;
    } catch {
      throw new Error(`${path}: a JSON-LD block that is not JSON: ${text.slice(0, 80)}`);
    }
  });
}
