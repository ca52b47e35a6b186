import { agencyContact, AGENCY_NAME, SITE_ORIGIN } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { slugPath } from '../../../app/paths';
import { jsonLdIn } from '../../../components/__tests__/json-ld-in';
import { team, type TeamMember } from '../../../content/team';
import { personData } from '../person-data';
import { TeamMemberPage } from '../team-member-page';

function member(slug: string): TeamMember {
  const found = team.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No team member ${slug}`);
  return found;
}

const renderMember = (slug: string) =>
  renderWithRouter(<TeamMemberPage member={member(slug)} />, { path: slugPath(slug) });

describe('the résumé’s structured data', () => {
  it('describes Sonny as a Person: name, job title, the agency and its email, the page; nothing more', () => {
    expect(personData(member('sonny'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Sonny',
      jobTitle: 'Brand Manager',
      worksFor: {
        '@type': 'Organization',
        '@id': `${SITE_ORIGIN}/#organization`,
        name: AGENCY_NAME,
        url: `${SITE_ORIGIN}/`,
      },
      email: agencyContact.email,
      url: `${SITE_ORIGIN}/sonny`,
    });
  });

  it('is on the résumé page, once', () => {
    expect(jsonLdIn(renderMember('sonny').container)).toEqual([personData(member('sonny'))]);
  });

  it('is on no placeholder profile, which has no résumé to describe', () => {
    expect(jsonLdIn(renderMember('james').container)).toEqual([]);
  });
});
