import { screen } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { expectPageMeta } from '@mediavelocity/testing/page-meta';
import { NotFoundPage } from '../not-found-page';

describe('NotFoundPage', () => {
  it('says so, and keeps the address out of search results', async () => {
    renderWithRouter(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
    expectPageMeta('/no-such-page', { noindex: true });
  });

  it('leaves nothing in the head once it is gone', () => {
    const { unmount } = renderWithRouter(<NotFoundPage />, { path: '/gone' });
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    unmount();
    expect(
      document.head.querySelectorAll('meta[name="robots"], meta[name="description"], link[rel="canonical"]'),
    ).toHaveLength(0);
  });
});
