import type * as router from 'react-router-dom';
import { matchPath, matchRoutes } from 'react-router-dom';
import { pathMatches, routeFor } from '../route-match';

jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof router>('react-router-dom');
  return { ...actual, matchPath: jest.fn(actual.matchPath), matchRoutes: jest.fn(actual.matchRoutes) };
});

const asked = (fn: unknown) => (fn as jest.Mock).mock.calls.length;
const actual = jest.requireActual<typeof router>('react-router-dom');

describe('pathMatches', () => {
  it("answers as react-router's matchPath does, asking it once for each pattern and path", () => {
    const cases: [string, string, boolean][] = [
      ['/work', '/work', true],
      ['/work', '/work/', true],
      ['/work', '/Work', true],
      ['/work', '/works', false],
      ['/team/:slug', '/team/ana', true],
      ['/team/:slug', '/team', false],
      ['/', '/', true],
      ['/', '/work', false],
    ];
    for (const [pattern, pathname, expected] of cases) {
      expect([pattern, pathname, pathMatches(pattern, pathname)]).toEqual([pattern, pathname, expected]);
    }
    const before = asked(matchPath);
    for (const [pattern, pathname, expected] of cases) expect(pathMatches(pattern, pathname)).toBe(expected);
    expect(asked(matchPath)).toBe(before);
  });
});

describe('pathMatches on plain patterns (every page of the site has one)', () => {
  const patterns = ['/', '/work', '/work/', 'work', '//work', '/Work', '/team/ana', '/a.b', '/a+b', '/(x)', '/x-y_z~'];
  const paths = ['', '/', '//', '/work', '/work/', '/work//', '/Work', '/works', 'work', '//work', '/team/ana'];
  const more = ['/team/Ana/', '/a.b', '/axb', '/a+b', '/aab', '/(x)', '/x', '/x-y_z~', '/work?x', '/caf%C3%A9'];

  it("answers as react-router's matchPath, without asking it (no pattern compiled)", () => {
    const before = asked(matchPath);
    for (const pattern of patterns) {
      for (const pathname of [...paths, ...more]) {
        const expected = actual.matchPath({ path: pattern, end: true }, pathname) !== null;
        expect([pattern, pathname, pathMatches(pattern, pathname)]).toEqual([pattern, pathname, expected]);
      }
    }
    expect(asked(matchPath)).toBe(before);
  });

  it('asks react-router where a path is not plain ASCII (its case folding is not toLowerCase)', () => {
    const kelvin = '/\u212A';
    const before = asked(matchPath);
    expect(pathMatches('/k', kelvin)).toBe(actual.matchPath({ path: '/k', end: true }, kelvin) !== null);
    expect(asked(matchPath)).toBe(before + 1);
  });
});

describe('routeFor', () => {
  const routes = [{ path: '/:slug' }, { path: '/work' }, { path: '/' }];

  it("gives the route react-router's ranking picks, or none", () => {
    expect(routeFor(routes, '/work')).toBe(routes[1]);
    expect(routeFor(routes, '/conklin')).toBe(routes[0]);
    expect(routeFor(routes, '/')).toBe(routes[2]);
    expect(routeFor(routes, '/a/b')).toBeUndefined();
  });

  it('matches each path once for a table, and a new table (routes loaded again) afresh', () => {
    const table = [{ path: '/tools' }, { path: '/:slug' }];
    const before = asked(matchRoutes);
    expect(routeFor(table, '/calculator')).toBe(table[1]);
    expect(routeFor(table, '/calculator')).toBe(table[1]);
    expect(routeFor(table, '/no/where')).toBeUndefined();
    expect(routeFor(table, '/no/where')).toBeUndefined();
    expect(asked(matchRoutes) - before).toBe(2);
    const again = [{ path: '/tools' }, { path: '/:slug' }];
    expect(routeFor(again, '/calculator')).toBe(again[1]);
    expect(asked(matchRoutes) - before).toBe(3);
  });

  it("picks from a table of plain routes as react-router's ranking does, without asking it", () => {
    const plain = [{ path: '/work' }, { path: '/work/ana' }, { path: '/Work/Ana/' }, { path: 'about' }, { path: '/' }];
    const mixed = [{ path: '/:slug' }, { path: '/work/*' }, ...plain];
    const ranked = (table: readonly { path: string }[], pathname: string) =>
      actual
        .matchRoutes(
          table.map((route) => ({ path: route.path, route })),
          pathname,
        )
        ?.at(-1)?.route.route;
    const paths = ['/work', '/work/', '/work/ana', '/WORK/ana/', '/about', '/', '//', '/works', '/work/ana/x', ''];
    const before = asked(matchRoutes);
    for (const pathname of paths) {
      expect([pathname, routeFor(plain, pathname)]).toEqual([pathname, ranked(plain, pathname)]);
    }
    expect(asked(matchRoutes)).toBe(before);
    // A table with a parameter or a splat, and a path with escapes, a query or a hash, are react-router's to rank.
    for (const pathname of [...paths, '/conklin', '/work/x/y']) {
      expect([pathname, routeFor(mixed, pathname)]).toEqual([pathname, ranked(mixed, pathname)]);
    }
    for (const pathname of ['/caf%C3%A9', '/work?x', '/about#team']) {
      expect([pathname, routeFor(plain, pathname)]).toEqual([pathname, ranked(plain, pathname)]);
    }
    expect(asked(matchRoutes)).toBe(before + paths.length + 2 + 3);
  });
});
