import type * as router from 'react-router-dom';
import { matchPath, matchRoutes } from 'react-router-dom';
import { pathMatches, routeFor } from '../route-match';

jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof router>('react-router-dom');
  return { ...actual, matchPath: jest.fn(actual.matchPath), matchRoutes: jest.fn(actual.matchRoutes) };
});

const asked = (fn: unknown) => (fn as jest.Mock).mock.calls.length;

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

describe('routeFor', () => {
  const routes = [{ path: '/:slug' }, { path: '/work' }, { path: '/' }];

  it("gives the route react-router's ranking picks, or none", () => {
    expect(routeFor(routes, '/work')).toBe(routes[1]);
    expect(routeFor(routes, '/conklin')).toBe(routes[0]);
    expect(routeFor(routes, '/')).toBe(routes[2]);
    expect(routeFor(routes, '/a/b')).toBeUndefined();
  });

  it('matches each path once for a table, and a new table (routes loaded again) afresh', () => {
    const table = [{ path: '/tools' }, { path: '/calculator' }];
    const before = asked(matchRoutes);
    expect(routeFor(table, '/calculator')).toBe(table[1]);
    expect(routeFor(table, '/calculator')).toBe(table[1]);
    expect(routeFor(table, '/nowhere')).toBeUndefined();
    expect(routeFor(table, '/nowhere')).toBeUndefined();
    expect(asked(matchRoutes) - before).toBe(2);
    const again = [{ path: '/tools' }, { path: '/calculator' }];
    expect(routeFor(again, '/calculator')).toBe(again[1]);
    expect(asked(matchRoutes) - before).toBe(3);
  });
});
