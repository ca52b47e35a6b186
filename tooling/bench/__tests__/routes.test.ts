import { NOT_FOUND_PATH, routesFromManifests } from '../routes';

const manifest = (routes: unknown) => ({ metaData: { name: 'x', routes } });

describe('the routes to bench', () => {
  it('are the paths each remote publishes, in order, then a not-found path', () => {
    const { routes, skipped } = routesFromManifests([
      { app: 'portfolio', manifest: manifest(['/', '/work']) },
      { app: 'tools', manifest: manifest(['/tools']) },
    ]);
    expect(routes).toEqual([
      { path: '/', app: 'portfolio' },
      { path: '/work', app: 'portfolio' },
      { path: '/tools', app: 'tools' },
      { path: NOT_FOUND_PATH, app: 'shell' },
    ]);
    expect(skipped).toEqual([]);
  });

  it('skips patterns, which name no one page, and repeats', () => {
    const { routes, skipped } = routesFromManifests([
      { app: 'portfolio', manifest: manifest(['/', '/team/:name', '/files/*', '/', 'relative']) },
    ]);
    expect(routes.map((route) => route.path)).toEqual(['/', NOT_FOUND_PATH]);
    expect(skipped).toEqual([
      { path: '/team/:name', app: 'portfolio' },
      { path: '/files/*', app: 'portfolio' },
    ]);
  });

  it('fails for a manifest without routes', () => {
    expect(() => routesFromManifests([{ app: 'account', manifest: { metaData: {} } }])).toThrow(
      'The account manifest lists no metaData.routes.',
    );
  });
});
