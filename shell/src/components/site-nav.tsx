import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router-dom';
import { AccountSlot } from '../features/account/account-slot';

const links = [
  { to: '/work', label: 'Work' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Sticky top navigation; below the `md` breakpoint the links collapse behind a toggle. */
export function SiteNav() {
  // Held here so the toggle can tell assistive technology whether the menu is open.
  const [expanded, setExpanded] = useState(false);
  return (
    <header className="sticky-top">
      <Navbar
        expand="md"
        bg="dark"
        data-bs-theme="dark"
        collapseOnSelect
        expanded={expanded}
        onToggle={setExpanded}
        aria-label="Main"
      >
        <Container>
          <Navbar.Brand as={Link} to="/">
            Mediavelocity
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="site-nav-links" aria-expanded={expanded} aria-label="Toggle navigation" />
          <Navbar.Collapse id="site-nav-links">
            <Nav className="ms-auto">
              {links.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} eventKey={link.to}>
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
            <AccountSlot />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
