import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { RemotesContext } from '../../app/registry-context';
import { RemoteRegistry } from '../../federation/remote-registry';
import { SiteNav } from '../site-nav';

const registry = new RemoteRegistry(
  { registerRemotes: jest.fn(), loadRemote: jest.fn(), loadEntry: jest.fn() },
  async () => {
    throw new Error('no network in this test');
  },
);

function renderNav() {
  renderWithRouter(
    <RemotesContext value={{ registry, retry: () => undefined, generation: 0 }}>
      <SiteNav />
    </RemotesContext>,
  );
  return {
    toggle: screen.getByRole('button', { name: 'Toggle navigation' }),
    menu: document.getElementById('site-nav-links'),
  };
}

describe('SiteNav', () => {
  it('links the brand home and the three sections', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Mediavelocity' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mediavelocity',
      'Work',
      'About',
      'Contact',
    ]);
  });

  it('opens and closes the collapsed menu with its toggle, telling assistive technology', async () => {
    const { toggle, menu } = renderNav();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');
    await userEvent.click(toggle);
    expect(menu).not.toHaveClass('show');
  });

  it('closes the menu on Escape and gives focus back to the toggle', async () => {
    const { toggle, menu } = renderNav();
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toHaveClass('show');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when a page is chosen', async () => {
    const { toggle, menu } = renderNav();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(menu).not.toHaveClass('show');
  });
});
