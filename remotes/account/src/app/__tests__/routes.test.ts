import { APP_READY_ATTRIBUTE } from '@mediavelocity/contract';
import type * as RoutesModule from '../routes';
import { paths } from '../paths';

const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
const settings = { firebase, authEmulatorUrl: 'http://127.0.0.1:9099', invoicesUrl: 'https://example.test/invoices' };

// The sign-in form's real service is not wanted here: only when the page's module is handed over counts.
jest.mock('../../session/firebase-auth', () => ({ firebaseAuth: {} }));

/** The routes module afresh (its settings not asked for yet), the settings' request held until `answer`. */
async function freshRoutes() {
  jest.resetModules();
  let answer: (response: Response) => void = () => undefined;
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  const { routes } = (await import('../routes')) as typeof RoutesModule;
  // The page's own module loaded already: what is left to wait for is the settings, if anything.
  const { SignInPage } = await import('../../features/sign-in/sign-in-page');
  const page = (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route for ${path}`);
    return route.page();
  };
  return { page, fetch, SignInPage, answer: (response: Response) => answer(response) };
}

/** Whether `promise` has settled once the tasks queued now have run. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

afterEach(() => {
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  jest.restoreAllMocks();
});

describe('the sign-in page', () => {
  it('taking over its prerendered markup, is handed over once the settings have arrived', async () => {
    const { page, fetch, SignInPage, answer } = await freshRoutes();
    const signIn = page(paths.login);
    expect(await settledSoon(signIn)).toBe(false);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/account-config\.json$/);
    answer(Response.json(settings));
    await expect(signIn).resolves.toBe(SignInPage);
  });

  it("as a visit's next page, is handed over at once, the settings asked for beside it", async () => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    const { page, fetch, SignInPage } = await freshRoutes();
    const signIn = page(paths.login);
    expect(await settledSoon(signIn)).toBe(true);
    await expect(signIn).resolves.toBe(SignInPage);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
