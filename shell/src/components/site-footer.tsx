import { Link } from 'react-router-dom';
import { agencyContact } from '@mediavelocity/contract';
import { useSessionHint } from '../features/account/use-session-hint';

type IconName = 'email' | 'phone' | (typeof agencyContact.profiles)[number]['id'];

/**
 * The icons' shapes (24 × 24), drawn inline in the text's colour. Not CSS images: the browser builds an SVG document for
 * each `url(data:…)` image while it first styles the page, before the first paint, on every page.
 */
const iconPaths: Record<IconName, string> = {
  email:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.1-8-5.1zM5.2 7l6.8 4.3L18.8 7H5.2z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  linkedin:
    'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v8h2.5v-8H7zm1.25-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v8h2.5v-4.2c0-1.1.6-1.8 1.5-1.8s1.3.6 1.3 1.8V18H19v-4.9c0-2.3-1.2-3.3-2.9-3.3-1.2 0-2 .6-2.5 1.3V10H11z',
  facebook:
    'M12 2a10 10 0 0 0-1.6 19.9V14.8H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.8h-2.4v7A10 10 0 0 0 12 2z',
};

interface SocialLink {
  readonly href: string;
  readonly label: string;
  readonly icon: IconName;
  readonly external: boolean;
}

const social: readonly SocialLink[] = [
  {
    href: `mailto:${agencyContact.email}`,
    label: `Email ${agencyContact.email}`,
    icon: 'email',
    external: false,
  },
  {
    href: agencyContact.phone.href,
    label: `Call ${agencyContact.phone.display}`,
    icon: 'phone',
    external: false,
  },
  // The same list the home page's structured data names as the agency's profiles.
  ...agencyContact.profiles.map((profile): SocialLink => ({
    href: profile.url,
    label: `Mediavelocity on ${profile.network} (opens in a new tab)`,
    icon: profile.id,
    external: true,
  })),
];

export function SiteFooter() {
  // A signed-in client's login is their client area (the account remote's page; the prerendered footer says /login).
  const signedIn = useSessionHint();
  return (
    <footer className="bg-dark text-light mt-auto">
      <div className="container">
        <div className="mv-footer__top">
          <p className="mv-footer__line mb-0">
            <strong className="d-block">Mediavelocity</strong>
            Design, photography and video, from the first idea to the finished piece.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-light btn-sm" to="/pay">
              Pay Invoice
            </Link>
            <Link className="btn btn-light btn-sm" to={signedIn ? '/account' : '/login'}>
              CLIENT LOGIN
            </Link>
          </div>
        </div>
        <div className="mv-footer__bottom">
          <ul className="list-unstyled d-flex gap-2 mb-0" aria-label="Contact and social links">
            {social.map((link) => (
              <li key={link.href}>
                <a
                  className="mv-social-link"
                  href={link.href}
                  aria-label={link.label}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <svg className="mv-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path fillRule="evenodd" d={iconPaths[link.icon]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <p className="small mb-0">© Mediavelocity</p>
        </div>
      </div>
    </footer>
  );
}
