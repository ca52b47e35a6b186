/** The site's identity on the web: its name, its public origin and what a link to one of its pages shows. */

export const AGENCY_NAME = 'Mediavelocity';

/**
 * The production origin. Canonical URLs, link previews, the sitemap and robots.txt are absolute on it, whichever
 * host serves a build (a preview channel, the local emulator). A constant for now: it should become a build setting.
 */
export const SITE_ORIGIN = 'https://mediavelocity.web.app';

/** The absolute URL of a path on the site: `/work` → `https://mediavelocity.web.app/work`. */
export function siteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href;
}

/** An image a link preview shows (Open Graph, Twitter cards). */
export interface ShareImage {
  /** Absolute, or a path on {@link SITE_ORIGIN}. */
  readonly url: string;
  /** What the image shows, for people who cannot see it. */
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/** The site's own preview card, served by the shell at its root: for pages without a photo of their own. */
export const SITE_SHARE_IMAGE: ShareImage = {
  url: '/social-card.png',
  alt: 'The Mediavelocity logo, three slanted bars, on a dark background',
  width: 1200,
  height: 630,
};

/**
 * The agency's logo as search engines take it (the Organization's `logo` in the home page's structured data): the
 * logo mark on its tile, one of the icons the shell serves at its root (tooling/seo/icons.ts draws it). Google asks for
 * at least 112 × 112 pixels.
 */
export const SITE_LOGO = { url: '/icon-512.png', width: 512, height: 512 } as const;

/** A meta description search engines show whole: long enough to say something, short enough not to be cut. */
export const META_DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
