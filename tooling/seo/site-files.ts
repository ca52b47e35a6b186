/** sitemap.xml, robots.txt and the web app manifest, made at build time from the route data and the icon set. */
import { AGENCY_NAME, siteUrl } from '@mediavelocity/contract';
import { BACKGROUND_COLOR, siteIcons, THEME_COLOR } from './icons';
import { sitemapPaths } from './site-routes';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/** A sitemap (sitemaps.org 0.9) of absolute URLs on the production origin. */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${escapeXml(siteUrl(path))}</loc>\n  </url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`
  );
}

/** Every crawler may fetch everything (pages that should stay out of results say so with `noindex`). */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(`/${SITEMAP_FILE}`)}\n`;
}

export function webManifest() {
  return {
    name: AGENCY_NAME,
    short_name: AGENCY_NAME,
    description: 'Design, photography and video by a small creative studio.',
    id: '/',
    start_url: '/',
    scope: '/',
    // A browser's back button and address stay at hand: the site links out (payments, videos) and is read, not used.
    display: 'minimal-ui' as const,
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: siteIcons.manifest.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.drawing.width}x${icon.drawing.height}`,
      type: 'image/png' as const,
      purpose: icon.purpose,
    })),
  };
}

export type WebManifest = ReturnType<typeof webManifest>;

export function siteFiles(): Record<string, string> {
  return {
    [SITEMAP_FILE]: sitemapXml(sitemapPaths()),
    [ROBOTS_FILE]: robotsTxt(),
    [WEB_MANIFEST_FILE]: `${JSON.stringify(webManifest(), null, 2)}\n`,
  };
}
