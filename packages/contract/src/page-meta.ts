import { createElement, Fragment, type MetaHTMLAttributes } from 'react';
import { AGENCY_NAME, SITE_ORIGIN, SITE_SHARE_IMAGE, siteUrl, type ShareImage } from './site';

export interface PageMetaProps {
  /** The document title, which link previews show as well. */
  readonly title: string;
  /** What a search result or a link preview says about the page: unique to it, 50–160 characters. */
  readonly description: string;
  /** The page's path on the site, e.g. `/work`: its canonical URL is that path on the production origin. */
  readonly path: string;
  /** The preview image: a photo of the page where it has one, the site's card otherwise. */
  readonly image?: ShareImage;
  /** Open Graph's kind of page. */
  readonly type?: 'website' | 'article' | 'profile';
  /** Keeps the page out of search results (such a page is left out of the sitemap as well). */
  readonly noindex?: boolean;
}

/** A `<meta>` by `name` (search engines, Twitter cards) or by `property` (Open Graph). */
type MetaTag = Pick<MetaHTMLAttributes<HTMLMetaElement>, 'name' | 'property' | 'content'>;

/**
 * A page's title, description, canonical URL and link-preview tags. React 19 hoists them into the document head and
 * removes them when the page unmounts, so a client-side navigation swaps one page's set for the next.
 * Written without JSX: every app's webpack config loads this package in Node, whose loader there takes .ts only.
 */
export function PageMeta({
  title,
  description,
  path,
  image = SITE_SHARE_IMAGE,
  type = 'website',
  noindex,
}: PageMetaProps) {
  const url = siteUrl(path);
  const imageUrl = new URL(image.url, SITE_ORIGIN).href;
  const metas: (MetaTag | false)[] = [
    { name: 'description', content: description },
    noindex === true && { name: 'robots', content: 'noindex' },
    { property: 'og:site_name', content: AGENCY_NAME },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt },
    image.width !== undefined && { property: 'og:image:width', content: String(image.width) },
    image.height !== undefined && { property: 'og:image:height', content: String(image.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  return createElement(
    Fragment,
    null,
    createElement('title', null, title),
    createElement('link', { rel: 'canonical', href: url }),
    ...metas.filter((meta) => meta !== false).map((meta) => createElement('meta', meta)),
  );
}
