import { remoteNames } from '../../apps';
import { sitePages } from '../../seo/site-routes';
import { NAV_TARGET_MS, navigations, navigationTable, unusableBecause, type PageState } from '../navigations';

const work = { to: '/work', heading: 'Work' };

/** The page at /work as a visitor uses it: its heading shown, nothing loading, its style and first photo in. */
const usable: PageState = {
  path: '/work',
  headings: ['Work'],
  states: [],
  pendingStyles: [],
  image: { url: 'http://127.0.0.1:5055/photos/conklin-640.avif', decoded: true },
};

describe('the destination usable', () => {
  it('is the address, its heading shown, no loading or error state, its style sheets and first image in', () => {
    expect(unusableBecause(usable, work)).toEqual([]);
    expect(unusableBecause({ ...usable, image: null }, work)).toEqual([]);
  });

  it('says each thing that is missing', () => {
    const loading: PageState = {
      path: '/',
      headings: ['Mediavelocity'],
      states: ['the progress bar'],
      pendingStyles: ['http://127.0.0.1:5055/static/css/work.css'],
      image: { url: 'http://127.0.0.1:5055/photos/home.avif', decoded: false },
    };
    expect(unusableBecause(loading, work)).toEqual([
      'the address is /',
      'no visible <h1> "Work" (visible: "Mediavelocity")',
      'the progress bar is shown',
      'the style sheet http://127.0.0.1:5055/static/css/work.css is not applied',
      'the first image, http://127.0.0.1:5055/photos/home.avif, is not decoded',
    ]);
  });

  it.each<[Partial<PageState>, string]>([
    [{ headings: [] }, 'no visible <h1> "Work" (visible: none)'],
    [
      { headings: ['This page is temporarily unavailable'], states: ['the unavailable panel'] },
      'the unavailable panel',
    ],
    [{ image: { url: 'http://127.0.0.1:5055/x.avif', decoded: false } }, 'x.avif, is not decoded'],
    [{ headings: ['Work in progress'] }, 'no visible <h1> "Work"'],
  ])('is not reached with %j', (change, reason) => {
    expect(unusableBecause({ ...usable, ...change }, work).join('\n')).toContain(reason);
  });
});

describe('the navigations', () => {
  const pages = new Map(sitePages().map((page) => [page.path, page.remote]));

  it("go from a page of the site to another, each with the destination's heading and its link's name", () => {
    for (const { from, to, heading, link } of navigations) {
      expect([from, to, pages.has(from), pages.has(to)]).toEqual([from, to, true, true]);
      expect(heading && link).toBeTruthy();
    }
  });

  it('reach every remote', () => {
    const reached = new Set(navigations.map((navigation) => pages.get(navigation.to)));
    expect([...reached].sort()).toEqual([...remoteNames].sort());
  });
});

describe('the table of navigations', () => {
  const [toWork, toConklin] = navigations.filter((navigation) => ['/work', '/conklin'].includes(navigation.to));
  if (!toWork || !toConklin) throw new Error('The navigations to /work and /conklin are gone.');

  it('shows the median and worst of both ways against the target, and names what is over it', () => {
    const { table, over } = navigationTable([
      { navigation: toWork, rest: [120, 180, 150, 170, 300], cold: [400, 380, 420, 390, 410] },
      { navigation: toConklin, rest: [650, 600, 700, 620, 640], cold: [900, 880, 1210, 890, 905] },
    ]);
    expect(table.split('\n')).toEqual([
      '| Navigation       | Link                  | Rest median | Rest worst | Cold median | Cold worst | ≤ 200 ms |',
      '| ---------------- | --------------------- | ----------: | ---------: | ----------: | ---------: | -------- |',
      '| / → /work        | menu: Work            |      170 ms |     300 ms |      400 ms |     420 ms | yes      |',
      '| /work → /conklin | page: Conklin Guitars |      640 ms |     700 ms |      900 ms |    1210 ms | no       |',
    ]);
    expect(over).toEqual(['/work → /conklin (640 ms)']);
  });

  it('passes a median of exactly the target', () => {
    const runs = [NAV_TARGET_MS, NAV_TARGET_MS + 1, NAV_TARGET_MS - 1];
    expect(navigationTable([{ navigation: toWork, rest: runs, cold: runs }]).over).toEqual([]);
  });
});
