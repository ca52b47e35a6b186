import type { JsonLdObject, OrganizationLeaf, WithContext } from 'schema-dts';
import { AGENCY_NAME, siteUrl } from '@mediavelocity/contract';

/**
 * Structured data for search engines (schema.org in JSON-LD), typed by `schema-dts`, which holds types only: it adds
 * nothing to the bundles.
 */

/**
 * The agency, as the data of every page names it: the home page's Organization carries this `@id` with the full
 * description (logo, profiles), so the other pages refer to that one node instead of repeating it.
 */
export const agencyNode = {
  '@type': 'Organization',
  '@id': `${siteUrl('/')}#organization`,
  name: AGENCY_NAME,
  url: siteUrl('/'),
} as const satisfies OrganizationLeaf;

/**
 * The text of a JSON-LD script: JSON with every `<` written as the escape `\u003c`, which JSON reads as the same
 * character. The HTML parser ends a script's text at the first `</script` and treats `<!--` specially, so no text in
 * the data (a project's name, a description) can end the element early or hide the rest of the page.
 */
export function jsonLdText(data: WithContext<JsonLdObject>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface JsonLdProps {
  readonly data: WithContext<JsonLdObject>;
}

/**
 * A `<script type="application/ld+json">` data block: the browser never runs it, so the CSP allows it, and the
 * prerendered page carries it for crawlers that read no JavaScript. React writes a script's text child without HTML
 * escaping, but its server renderer rewrites `<script` and `</script` in it, and the app's takeover would then find a
 * text unlike its own (a hydration error): with `<` escaped in the JSON, there is nothing to rewrite.
 */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
