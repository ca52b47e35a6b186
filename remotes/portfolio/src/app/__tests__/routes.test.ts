// Which content modules have been evaluated: the routes must not pull any page's content into the first load.
const mockLoaded: string[] = [];
jest.mock('../../content/case-studies', () => {
  mockLoaded.push('case-studies');
  return jest.requireActual('../../content/case-studies');
});
jest.mock('../../content/team', () => {
  mockLoaded.push('team');
  return jest.requireActual('../../content/team');
});

describe('the exposed routes', () => {
  it('list every path without loading case-study or team content, which comes with the page', async () => {
    // Imported here, after the recorder above exists.
    const { routes } = await import('../routes');
    const { routePaths, slugPath } = await import('../paths');
    expect(routes.map((route) => route.path)).toEqual(routePaths);
    expect(mockLoaded).toEqual([]);

    const page = (path: string) => routes.find((route) => route.path === path)?.page();
    expect(await page(slugPath('conklin'))).toEqual(expect.any(Function));
    expect(mockLoaded).toEqual(['case-studies']);
    expect(await page(slugPath('sonny'))).toEqual(expect.any(Function));
    expect(mockLoaded).toEqual(['case-studies', 'team']);
  });
});
