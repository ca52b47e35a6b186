import type { OrganizationLeaf, WithContext } from 'schema-dts';
import { agencyContact, SITE_LOGO, siteUrl } from '@mediavelocity/contract';
import { agencyNode } from '../../components/json-ld';

/**
 * The agency as the home page describes it to search engines (schema.org Organization, which Google reads for the
 * knowledge panel): its name and address on the web, its logo, how to reach it, and its profiles elsewhere (`sameAs`,
 * the footer's links, from the same list).
 */
export function organizationData(description: string): WithContext<OrganizationLeaf> {
  return {
    '@context': 'https://schema.org',
    ...agencyNode,
    description,
    logo: siteUrl(SITE_LOGO.url),
    email: agencyContact.email,
    telephone: agencyContact.phone.href.replace(/^tel:/, ''),
    sameAs: agencyContact.profiles.map((profile) => profile.url),
  };
}
