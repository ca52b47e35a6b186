import type { PersonLeaf, WithContext } from 'schema-dts';
import { agencyContact, siteUrl } from '@mediavelocity/contract';
import { slugPath } from '../../app/paths';
import { agencyNode } from '../../components/json-ld';
import type { TeamMember } from '../../content/team';

/**
 * A team member as their résumé page describes them to search engines (schema.org Person): name, job title, the
 * agency they work for and the page itself. By decision (docs/product.md) it holds no home address, personal phone or
 * referee: the one way to reach them is the agency's email, as on the page.
 */
export function personData(member: TeamMember): WithContext<PersonLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role,
    worksFor: agencyNode,
    email: agencyContact.email,
    url: siteUrl(slugPath(member.slug)),
  };
}
