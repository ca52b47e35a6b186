import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { sectionPaths } from '../../../app/paths';
import { services } from '../../../content/services';
import { AboutPage } from '../about-page';

describe('AboutPage', () => {
  it('sets the title and the h1', async () => {
    renderWithRouter(<AboutPage />, { path: sectionPaths.about });
    await waitFor(() => expect(document.title).toBe('Mediavelocity About'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
  });

  it('has the statements on creativity and strategy', () => {
    renderWithRouter(<AboutPage />, { path: sectionPaths.about });
    expect(screen.getByRole('heading', { level: 2, name: 'Creativity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Strategy' })).toBeInTheDocument();
  });

  it('lists the eight services', () => {
    renderWithRouter(<AboutPage />, { path: sectionPaths.about });
    const list = screen.getByRole('list', { name: 'Services' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // services.test.ts checks the list itself (docs/product.md); the page shows all of it, in order.
    expect(names).toEqual(services.map((service) => service.name));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });
});
