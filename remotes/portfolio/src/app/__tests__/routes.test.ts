// Which content modules have been evaluated: the routes must not pull any page's content into the first load.
const mockLoaded: string[] = [];
jest.mock('../../content/case-studies/conklin', () => {
  mockLoaded.push('conklin');
  return jest.requireActual('../../content/case-studies/conklin');
});
jest.mock('../../content/case-studies/csusa', () => {
  mockLoaded.push('csusa');
  return jest.requireActual('../../content/case-studies/csusa');
});
jest.mock('../../content/team', () => {
  mockLoaded.push('team');
  return jest.requireActual('../../content/team');
});

describe('the exposed routes', () => {
  it('list every path without loading case-study or team content, which comes with the page, its own only', async () => {
    // Imported here, after the recorder above exists.
    const { routes } = await import('../routes');
    const { routePaths, slugPath } = await import('../paths');
    expect(routes.map((route) => route.path)).toEqual(routePaths);
    expect(mockLoaded).toEqual([]);

    const page = (path: string) => routes.find((route) => route.path === path)?.page();
    expect(await page(slugPath('conklin'))).toEqual(expect.any(Function));
    expect(mockLoaded).toEqual(['conklin']);
    expect(await page(slugPath('sonny'))).toEqual(expect.any(Function));
    expect(mockLoaded).toEqual(['conklin', 'team']);
  });
});
