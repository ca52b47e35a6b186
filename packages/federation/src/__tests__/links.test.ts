import { isActivePath } from '../links';

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
