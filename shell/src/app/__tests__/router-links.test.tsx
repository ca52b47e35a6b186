import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { renderWithRouter } from '@mediavelocity/testing/render';

/** The links every app gets from the shared router facade (packages/federation/src/links.tsx). */
function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search + location.hash}</output>;
}

function renderLinks(path = '/') {
  const page = (
    <>
      <Where />
      <nav aria-label="Test">
        <NavLink to="/">Home</NavLink>
        <NavLink to="/work" className="nav-link">
          Work
        </NavLink>
        <NavLink to="/about" className={({ isActive }) => (isActive ? 'here' : 'there')}>
          About
        </NavLink>
      </nav>
      <Link to="/work?view=list#top">Work as a list</Link>
      <Link to="/about" target="_blank">
        About, in a new tab
      </Link>
    </>
  );
  renderWithRouter(null, { path, routes: [{ path: '*', element: page }] });
}

const location = () => screen.getByRole('status', { name: 'Location' });

/** Whether a click is left for the browser to follow (jsdom cannot, so it is stopped once the app had its say). */
function browserFollows(link: HTMLElement, init?: MouseEventInit): boolean {
  let follows = false;
  const afterTheApp = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterTheApp);
  fireEvent.click(link, init);
  document.removeEventListener('click', afterTheApp);
  return follows;
}

describe('the shared Link and NavLink', () => {
  it('navigate client-side on a plain click, query and hash included', async () => {
    renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Work as a list' }));
    expect(location()).toHaveTextContent('/work?view=list#top');
    expect(screen.getByRole('link', { name: 'Work as a list' })).toHaveAttribute('href', '/work?view=list#top');
  });

  it('leave modified clicks and other targets to the browser', () => {
    renderLinks();
    const work = screen.getByRole('link', { name: 'Work' });
    expect(browserFollows(work, { ctrlKey: true })).toBe(true);
    expect(browserFollows(work, { button: 1 })).toBe(true);
    expect(browserFollows(screen.getByRole('link', { name: 'About, in a new tab' }))).toBe(true);
    expect(location()).toHaveTextContent(/^\/$/);
    expect(browserFollows(work)).toBe(false);
    expect(location()).toHaveTextContent(/^\/work$/);
  });

  it('mark the link to the page shown, with aria-current and the active class', () => {
    renderLinks('/work');
    const work = screen.getByRole('link', { name: 'Work' });
    expect(work).toHaveAttribute('aria-current', 'page');
    expect(work).toHaveClass('nav-link', 'active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('there');
  });

  it('let a class name depend on whether the link is active', async () => {
    renderLinks('/work');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('here');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Work' })).not.toHaveClass('active');
  });
});
