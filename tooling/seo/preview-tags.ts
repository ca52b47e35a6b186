/**
 * The link-preview tags every page renders, once (Open Graph by `property`, Twitter cards by `name`): what the jest
 * and browser tests of page metadata expect. `og:image:width`/`height` are left out: only photos with a known size
 * have them.
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
