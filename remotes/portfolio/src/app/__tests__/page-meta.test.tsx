import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_ORIGIN, SITE_SHARE_IMAGE, siteUrl } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { expectPageMeta, headMeta } from '@mediavelocity/testing/page-meta';
import { shareImage } from '../../components/share-image';
import { readCaseStudies } from '../../../scripts/case-study-files';
import { sharePhoto } from '../../content/case-study-photos';
import { pagePhoto } from '../../content/page-photos';
import { isTilePhotoId, tilePhoto } from '../../content/tile-photos';
import { sectionPages } from '../../content/section-pages';
import { team } from '../../content/team';
import { routePaths, sectionPaths, slugPath } from '../paths';
import { routes } from '../routes';

jest.mock('react-photo-album', () => jest.requireActual('../../features/case-study/__tests__/photo-album-stand-in'));

/** The remote's routes as the shell mounts them, each page loaded on its first visit. */
function renderPath(path: string) {
  return renderWithRouter(null, { routes, path });
}

async function metaAt(path: string) {
  renderPath(path);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
  return headMeta();
}

const caseStudies = readCaseStudies();

const absolute = (url: string) => new URL(url, SITE_ORIGIN).href;

describe('every portfolio page', () => {
  it.each(routePaths)('%s renders its description, canonical URL and preview tags', async (path) => {
    await metaAt(path);
    expectPageMeta(path);
  });

  // Every page is loaded lazily, and React reveals a page that suspended no sooner than 300 ms after its fallback:
  // 21 pages in a row need more than the default 5 s.
  it('has a description of its own', async () => {
    const descriptions = new Map<string, string>();
    for (const path of routePaths) {
      const { unmount } = renderPath(path);
      await screen.findByRole('heading', { level: 1 });
      descriptions.set(path, headMeta().description);
      unmount();
    }
    expect(new Set(descriptions.values()).size).toBe(routePaths.length);
  }, 20_000);
});

describe('the section pages', () => {
  it.each(Object.entries(sectionPaths) as [keyof typeof sectionPaths, string][])(
    '%s (%s) says what its data says and shows its photo',
    async (section, path) => {
      const meta = await metaAt(path);
      const page = sectionPages[section];
      expect(meta.description).toBe(page.description);
      const image = shareImage(page.photo) ?? SITE_SHARE_IMAGE;
      expect(meta.tags['og:image']).toBe(absolute(image.url));
      expect(meta.tags['og:image:alt']).toBe(image.alt);
      expect(meta.tags['og:type']).toBe('website');
    },
  );
});

describe('every case study', () => {
  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '/%s: its description, its canonical URL and a wide photo of the page',
    async (slug, study) => {
      const meta = await metaAt(slugPath(slug));
      expect(meta.description).toBe(study.description);
      expect(meta.canonical).toBe(siteUrl(`/${slug}`));
      expect(meta.tags['og:type']).toBe('article');
      const photo = sharePhoto(study);
      expect(photo).toBeDefined();
      if (!photo) return;
      // The record the page found is the photo's own, whichever group it is in.
      expect(photo).toEqual(
        isTilePhotoId(photo.id)
          ? tilePhoto(photo.id, study.tile.alt)
          : pagePhoto(photo.id, study.photos[photo.id] ?? photo),
      );
      if (!isTilePhotoId(photo.id)) expect(study.photos[photo.id]).toEqual({ aspect: photo.aspect, alt: photo.alt });
      expect(photo.aspect).toBeGreaterThanOrEqual(1);
      expect(meta.tags['og:image']).toBe(absolute(shareImage(photo)?.url ?? ''));
      expect(meta.tags['og:image:alt']).toBe(photo.alt);
    },
  );
});

describe('the team pages', () => {
  it.each(team.map((member) => [member.slug, member] as const))('/%s: its description', async (slug, member) => {
    const meta = await metaAt(slugPath(slug));
    expect(meta.description).toBe(member.description);
    expect(meta.tags['og:type']).toBe('profile');
    expect(meta.tags['og:image']).toBe(absolute(SITE_SHARE_IMAGE.url));
  });
});

describe('navigating', () => {
  it("replaces the previous page's tags with the next page's", async () => {
    const user = userEvent.setup();
    renderPath(sectionPaths.work);
    await screen.findByRole('heading', { level: 1, name: 'Work' });
    expectPageMeta(sectionPaths.work);

    const [first] = caseStudies;
    if (!first) throw new Error('no case study');
    const [tile] = screen.getAllByRole('link', { name: new RegExp(first.project) });
    if (!tile) throw new Error(`no tile for ${first.project}`);
    await user.click(tile);
    await screen.findByRole('heading', { level: 1, name: first.heading ?? first.project });
    await waitFor(() => expect(headMeta().canonical).toBe(siteUrl(slugPath(first.slug))));
    expect(expectPageMeta(slugPath(first.slug)).description).toBe(first.description);
  });
});
