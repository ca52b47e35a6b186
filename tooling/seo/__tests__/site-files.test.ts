import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ORIGIN, SITE_SHARE_IMAGE } from '@mediavelocity/contract';
import { remoteNames } from '../../apps';
import { logoSvg, publicDir, siteIcons, THEME_COLOR } from '../icons';
import { robotsTxt, siteFiles, sitemapXml, SITEMAP_FILE, WEB_MANIFEST_FILE, type WebManifest } from '../site-files';
import { concretePaths, sitemapPaths, sitePages } from '../site-routes';

const publicFile = (file: string) => readFileSync(path.join(publicDir, file));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('the site pages', () => {
  const pages = sitePages();

  it('come from every remote, each path once', () => {
    expect(new Set(pages.map((page) => page.remote))).toEqual(new Set(remoteNames));
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/work', '/calculator', '/contact']));
  });

  it('are all indexed and all in the sitemap (only the not-found page says noindex)', () => {
    expect(pages.filter((page) => !page.indexed).map((page) => page.path)).toEqual([]);
    expect(sitemapPaths()).toContain('/login');
    expect(sitemapPaths()).toHaveLength(pages.length);
  });
});

describe('the pages of route patterns', () => {
  it('are the paths, in order', () => {
    expect(concretePaths(['/', '/work', '/about'])).toEqual(['/', '/work', '/about']);
  });

  it('skip patterns, which name no one page, and repeats', () => {
    expect(concretePaths(['/', '/team/:name', '/files/*', '/maybe?', '/', 'relative'])).toEqual(['/']);
  });
});

describe('sitemap.xml', () => {
  const xml = siteFiles()[SITEMAP_FILE] ?? '';
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('is a sitemaps.org urlset of absolute URLs on the production origin, one per indexed page', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs).toEqual(sitemapPaths().map((pagePath) => new URL(pagePath, SITE_ORIGIN).href));
    expect(locs).toContain(`${SITE_ORIGIN}/`);
  });

  it('escapes what XML must', () => {
    expect(sitemapXml(["/fish-&-chips's"])).toContain(`<loc>${SITE_ORIGIN}/fish-&amp;-chips&apos;s</loc>`);
  });
});

describe('robots.txt', () => {
  it('allows everything and points at the sitemap', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  });
});

describe('the web app manifest', () => {
  const manifest = JSON.parse(siteFiles()[WEB_MANIFEST_FILE] ?? '') as WebManifest;

  it('names the site and starts at the home page, in the nav colour the page declares', () => {
    expect(manifest).toMatchObject({ name: 'Mediavelocity', start_url: '/', display: 'minimal-ui' });
    const html = readFileSync(path.join(publicDir, '../src/index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(manifest.theme_color).toBe(THEME_COLOR);
  });

  it('lists 192 and 512 px PNG icons, one of them maskable, each a file of that size', () => {
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(publicFile(icon.src.slice(1)));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe('the icons', () => {
  it('are up to date with the drawing (run tooling/seo/make-icons.ts after changing it)', () => {
    expect(publicFile(siteIcons.svg.file).toString('utf8')).toBe(logoSvg(siteIcons.svg.drawing));
    expect(pngSize(publicFile(siteIcons.appleTouch.file))).toEqual({ width: 180, height: 180 });
    expect(pngSize(publicFile(siteIcons.socialCard.file))).toEqual({
      width: SITE_SHARE_IMAGE.width,
      height: SITE_SHARE_IMAGE.height,
    });
  });

  it('include a favicon.ico holding a PNG for each of its sizes', () => {
    const ico = publicFile(siteIcons.favicon.file);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + 16 * index;
      const image = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(pngSize(image).width).toBe(ico.readUInt8(entry));
      return ico.readUInt8(entry);
    });
    expect(sizes).toEqual(siteIcons.favicon.sizes);
  });

  it('are each linked from the page, and every file the page links exists', () => {
    const html = readFileSync(path.join(publicDir, '../src/index.html'), 'utf8');
    const linked = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(linked).toEqual(
      expect.arrayContaining([
        siteIcons.favicon.file,
        siteIcons.svg.file,
        siteIcons.appleTouch.file,
        WEB_MANIFEST_FILE,
      ]),
    );
    for (const file of linked) expect(existsSync(path.join(publicDir, file)) || file in siteFiles()).toBe(true);
  });
});
