import { manifestRoutes } from '../routes';

const manifest = (routes: unknown) => ({ metaData: { name: 'x', routes } });

describe('the routes a remote publishes', () => {
  it('are the paths of its manifest, in order', () => {
    expect(manifestRoutes('portfolio', manifest(['/', '/work', '/about']))).toEqual(['/', '/work', '/about']);
  });

  it('skip patterns, which name no one page, and repeats', () => {
    expect(manifestRoutes('portfolio', manifest(['/', '/team/:name', '/files/*', '/', 'relative']))).toEqual(['/']);
  });

  it('fail for a manifest without routes', () => {
    expect(() => manifestRoutes('account', { metaData: {} })).toThrow('The account manifest lists no metaData.routes.');
  });
});
