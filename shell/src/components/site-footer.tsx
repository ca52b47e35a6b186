import { Link } from 'react-router-dom';
import { agencyContact } from '@mediavelocity/contract';
import { useSessionHint } from '../features/account/use-session-hint';

interface SocialLink {
  readonly href: string;
  readonly label: string;
  /** Which of the footer's icons (`.mv-icon--<name>` in main.scss). */
  readonly icon: 'email' | 'phone' | (typeof agencyContact.profiles)[number]['id'];
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
                  <span className={`mv-icon mv-icon--${link.icon}`} aria-hidden="true" />
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
