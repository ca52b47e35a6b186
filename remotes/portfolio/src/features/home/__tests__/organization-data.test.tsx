import { agencyContact, AGENCY_NAME, SITE_LOGO, SITE_ORIGIN } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { jsonLdIn } from '../../../components/__tests__/json-ld-in';
import { homeSection } from '../../../content/home-section';
import { HomePage } from '../home-page';
import { organizationData } from '../organization-data';

describe('the home page’s structured data', () => {
  const data = organizationData(homeSection.description);

  it('describes the agency as an Organization with its logo, its address and how to reach it', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE_ORIGIN}/#organization`,
      name: AGENCY_NAME,
      url: `${SITE_ORIGIN}/`,
      description: homeSection.description,
      email: agencyContact.email,
      telephone: '+14175550142',
    });
    expect(data.logo).toBe(`${SITE_ORIGIN}${SITE_LOGO.url}`);
    // Google: a logo of at least 112 × 112 pixels.
    expect(Math.min(SITE_LOGO.width, SITE_LOGO.height)).toBeGreaterThanOrEqual(112);
  });

  it('names every social profile the footer links to, and nothing else, as sameAs', () => {
    expect(data.sameAs).toEqual([
      'https://www.linkedin.com/company/mediavelocity',
      'https://www.facebook.com/mediavelocity',
    ]);
    expect(data.sameAs).toEqual(agencyContact.profiles.map((profile) => profile.url));
  });

  it('is on the page, once', () => {
    const { container } = renderWithRouter(<HomePage />);
    expect(jsonLdIn(container)).toEqual([data]);
  });
});
