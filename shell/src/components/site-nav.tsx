import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSessionHint } from '../features/account/use-session-hint';

/**
 * The account area, fetched only for a visitor the account remote said is signed in: the others (most) load none of
 * it. If even this chunk fails, the nav goes without it; the footer keeps CLIENT LOGIN.
 */
const AccountSlot = lazy(() =>
  import('../features/account/account-slot').then(
    (module) => ({ default: module.AccountSlot }),
    (error: unknown) => {
      console.error('[mediavelocity] The account area of the nav did not load.', error);
      return { default: () => null };
    },
  ),
);

const links = [
  { to: '/work', label: 'Work' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * Sticky top navigation; below the `md` breakpoint the links collapse behind a toggle. Plain Bootstrap markup and a
 * few lines of state rather than react-bootstrap's Navbar, which cost every first page load 13 KB gzip.
 */
export interface SiteNavProps {
  /** Out of sight and of the accessibility tree (full screen, or a page that hides it). */
  readonly hidden?: boolean;
}

export function SiteNav({ hidden = false }: SiteNavProps) {
  const signedIn = useSessionHint();
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // While the menu is open, Escape closes it and returns focus to its toggle, as a disclosure should.
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  return (
    <header className="sticky-top" hidden={hidden}>
      <nav className="navbar navbar-expand-md bg-dark" data-bs-theme="dark" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand" to="/" onClick={() => setExpanded(false)}>
            {/* The logo's three strokes, small; decorative: the link is named by the text. */}
            <svg
              className="mv-brand-mark"
              viewBox="0 38 140 74"
              width="30"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M0 112 L30 38 H56 L26 112 Z" />
              <path d="M42 112 L72 38 H98 L68 112 Z" opacity="0.7" />
              <path d="M84 112 L114 38 H140 L110 112 Z" opacity="0.45" />
            </svg>
            Mediavelocity
          </Link>
          <button
            ref={toggle}
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="site-nav-links"
            aria-expanded={expanded}
            aria-label="Toggle navigation"
            onClick={() => setExpanded((open) => !open)}
          >
            {/* Bootstrap's three bars, inline rather than its CSS image (an SVG document built for the first paint). */}
            <span className="navbar-toggler-icon">
              <svg viewBox="0 0 30 30" aria-hidden="true" focusable="false">
                <path d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </span>
          </button>
          <div id="site-nav-links" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav ms-auto">
              {links.map((link) => (
                <li key={link.to} className="nav-item">
                  {/* Choosing a page closes the menu on small screens. */}
                  <NavLink className="nav-link" to={link.to} onClick={() => setExpanded(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {signedIn && (
              <Suspense fallback={null}>
                <AccountSlot />
              </Suspense>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
