import { memo, Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inMemoryRouter } from '@mediavelocity/testing/render';
import { isActivePath, Link, useNavigate } from '../links';
import { useLocation } from '../react-router';

describe('isActivePath (NavLink, as react-router decides it)', () => {
  it('is active on its own path, with or without a query, hash or trailing slash', () => {
    expect(isActivePath('/work', '/work', false)).toBe(true);
    expect(isActivePath('/work?view=list', '/work', false)).toBe(true);
    expect(isActivePath('/about#team', '/about', true)).toBe(true);
    expect(isActivePath('/work/', '/work', true)).toBe(true);
  });

  it('is active below its path unless `end` is set', () => {
    expect(isActivePath('/work', '/work/conklin', false)).toBe(true);
    expect(isActivePath('/work', '/work/conklin', true)).toBe(false);
  });

  it('does not take a path that merely starts with the same letters', () => {
    expect(isActivePath('/work', '/workshop', false)).toBe(false);
  });

  it('is active for / on the home page only', () => {
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/', '/work', false)).toBe(false);
  });
});

describe('Link and useNavigate', () => {
  function Address() {
    const { pathname, search } = useLocation();
    return <output aria-label="address">{pathname + search}</output>;
  }

  // Rendered once and never by its parent again: whatever renders inside it again does so of its own accord.
  const Links = memo(function Links({ onRender }: { readonly onRender: () => void }) {
    return (
      <Profiler id="links" onRender={onRender}>
        <Link to="/work?discipline=video">Video</Link>
        <Link to="/about" replace>
          About
        </Link>
      </Profiler>
    );
  });

  function Back() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    );
  }

  const address = () => screen.getByRole('status', { name: 'address' }).textContent;

  function renderAt(entries: string[], onRender = () => undefined) {
    render(
      inMemoryRouter(
        <>
          <Links onRender={onRender} />
          <Back />
          <Address />
        </>,
        entries,
      ),
    );
  }

  it('navigates client-side and does not render the links again when the address changes', async () => {
    const onRender = jest.fn();
    renderAt(['/work'], onRender);
    await userEvent.click(screen.getByRole('link', { name: 'Video' }));
    expect(address()).toBe('/work?discipline=video');
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('adds a history entry, or replaces the current one, and goes back through them', async () => {
    renderAt(['/', '/work']);
    await userEvent.click(screen.getByRole('link', { name: 'Video' }));
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(address()).toBe('/about');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // About replaced the filtered list: back leads to the list before it.
    expect(address()).toBe('/work');
  });
});
