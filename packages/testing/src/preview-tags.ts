/**
 * The link-preview tags (Open Graph by `property`, Twitter by `name`) every page renders once, as the metadata tests
 * expect; not `og:image:width`/`height`, which only photos of a known size have.
 */
export const PREVIEW_TAGS = [
  'og:site_name',
  'og:type',
  'og:url',
  'og:title',
  'og:description',
  'og:image',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
] as const;
