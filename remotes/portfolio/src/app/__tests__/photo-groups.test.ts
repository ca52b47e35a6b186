// Which photo data has been evaluated: a page that shows only tiles must load the tiles' data and nothing of the
// page photos' (their alt text and their table of files come with the case studies).
export {}; // A module, not a script: its names are its own (routes.test.ts has a mockLoaded too).

const mockLoaded: string[] = [];
jest.mock('../../content/tile-photos', () => {
  mockLoaded.push('tile-photos');
  return jest.requireActual('../../content/tile-photos');
});
jest.mock('../../content/tile-photo-files', () => {
  mockLoaded.push('tile-photo-files');
  return jest.requireActual('../../content/tile-photo-files');
});
jest.mock('../../content/page-photos', () => {
  mockLoaded.push('page-photos');
  return jest.requireActual('../../content/page-photos');
});
jest.mock('../../content/page-photo-files', () => {
  mockLoaded.push('page-photo-files');
  return jest.requireActual('../../content/page-photo-files');
});
jest.mock('react-photo-album', () => jest.requireActual('../../features/case-study/__tests__/photo-album-stand-in'));

/** The photo data that importing a module (and what it imports) evaluates, from a fresh module registry. */
async function photoDataOf(load: () => Promise<unknown>): Promise<string[]> {
  jest.resetModules();
  mockLoaded.length = 0;
  await load();
  return [...mockLoaded].sort();
}

describe('the photo data a module brings', () => {
  it.each([
    ['the photo component', () => import('../../components/photo')],
    ['the share image', () => import('../../components/share-image')],
    ['the tiles', () => import('../../components/project-tiles')],
    ['a team page', () => import('../../features/team/team-member-page')],
  ])('%s: none', async (_name, load) => {
    expect(await photoDataOf(load)).toEqual([]);
  });

  it.each([
    ['the tile photos', () => import('../../content/tile-photos')],
    ['the section pages', () => import('../../content/section-pages')],
    ['the home page', () => import('../../features/home/home-page')],
    ['/work', () => import('../../features/work/work-page')],
    ['/gallery', () => import('../../features/gallery/gallery-page')],
    ['/about', () => import('../../features/about/about-page')],
  ])("%s: the tiles' data only, none of the page photos'", async (_name, load) => {
    expect(await photoDataOf(load)).toEqual(['tile-photo-files', 'tile-photos']);
  });

  it("a case study: the page photos' data too", async () => {
    expect(await photoDataOf(() => import('../../features/case-study/case-study-page'))).toEqual([
      'page-photo-files',
      'page-photos',
      'tile-photo-files',
      'tile-photos',
    ]);
  });
});
