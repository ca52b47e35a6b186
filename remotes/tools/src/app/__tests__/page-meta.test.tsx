import { screen, waitFor } from '@testing-library/react';
import { SITE_ORIGIN, SITE_SHARE_IMAGE } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { expectPageMeta, headMeta } from '@mediavelocity/testing/page-meta';
import { pageDescriptions } from '../../content/page-descriptions';
import { paths, routePaths } from '../paths';
import { routes } from '../routes';

/** The remote's routes as the shell mounts them: each page loaded lazily. */
async function metaAt(path: string) {
  renderWithRouter(null, { routes, path });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
  return headMeta();
}

describe('every tools page', () => {
  it.each(Object.entries(paths) as [keyof typeof paths, string][])(
    '%s (%s) renders its own description, its canonical URL and the preview tags',
    async (page, path) => {
      const meta = await metaAt(path);
      expectPageMeta(path);
      expect(meta.description).toBe(pageDescriptions[page]);
      // No photo of its own: previews show the site's card.
      expect(meta.tags['og:image']).toBe(new URL(SITE_SHARE_IMAGE.url, SITE_ORIGIN).href);
    },
  );

  it('has a description no other page has', () => {
    expect(new Set(Object.values(pageDescriptions)).size).toBe(routePaths.length);
  });
});
