import { AGENCY_NAME, META_DESCRIPTION_LENGTH, siteUrl } from '@mediavelocity/contract';
import { PREVIEW_TAGS } from './preview-tags';

/** Every value of the head's tags matching `selector`; more than one of a kind is a bug (two pages' tags). */
function single(selector: string, read: (element: Element) => string | null): string | undefined {
  const values = [...document.head.querySelectorAll(selector)].map(read);
  if (values.length > 1) throw new Error(`The head holds ${values.length} of ${selector}: ${values.join(' | ')}`);
  return values[0] ?? undefined;
}

/** The head tags a page renders through `PageMeta`, read back from `document.head` (`tags`: og:* and twitter:*). */
export function headMeta() {
  const tags: Record<string, string> = {};
  for (const element of document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
    if (key in tags) throw new Error(`The head holds two ${key} tags`);
    tags[key] = element.getAttribute('content') ?? '';
  }
  return {
    title: document.title,
    description: single('meta[name="description"]', (element) => element.getAttribute('content')) ?? '',
    canonical: single('link[rel="canonical"]', (element) => element.getAttribute('href')) ?? '',
    robots: single('meta[name="robots"]', (element) => element.getAttribute('content')),
    tags,
  };
}

const isAbsoluteUrl = (value: string | undefined): boolean => /^https?:\/\/[^/]+\//.test(value ?? '');

/**
 * Checks the set a page at `path` must render: a description of searchable length, its production canonical URL, Open
 * Graph and Twitter tags that agree, an absolute preview image with alt text, `noindex` as asked. Returns the tags.
 */
export function expectPageMeta(path: string, { noindex = false }: { readonly noindex?: boolean } = {}) {
  const meta = headMeta();
  expect(meta.description.length).toBeGreaterThanOrEqual(META_DESCRIPTION_LENGTH.min);
  expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH.max);
  expect(meta.canonical).toBe(siteUrl(path));
  expect(meta.robots).toBe(noindex ? 'noindex' : undefined);
  for (const name of PREVIEW_TAGS) expect({ [name]: meta.tags[name] }).toEqual({ [name]: expect.any(String) });
  expect(meta.tags).toMatchObject({
    'og:site_name': AGENCY_NAME,
    'og:url': meta.canonical,
    'og:title': meta.title,
    'og:description': meta.description,
    'twitter:card': 'summary_large_image',
    'twitter:title': meta.title,
    'twitter:description': meta.description,
    'twitter:image': meta.tags['og:image'],
  });
  expect(isAbsoluteUrl(meta.tags['og:image'])).toBe(true);
  expect(meta.tags['og:image:alt']).not.toBe('');
  return meta;
}
