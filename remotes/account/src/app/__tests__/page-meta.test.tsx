import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { expectPageMeta, headMeta } from '@mediavelocity/testing/page-meta';
import { pageDescriptions } from '../../content/page-descriptions';
import { AccountPage } from '../../features/client-area/account-page';
import { ContactPage } from '../../features/contact/contact-page';
import { CreateAccountPage } from '../../features/create-account/create-account-page';
import { PayPage } from '../../features/pay/pay-page';
import { SignInPage } from '../../features/sign-in/sign-in-page';
import { fakeAccountConfig, fakeLoadScript } from '../../lib/__tests__/fake-embed-loaders';
import type * as FakeAuthModule from '../../session/__tests__/fake-auth';
import { noindexPaths, paths, routePaths } from '../paths';

// The sign-in page wires the real Firebase service; here it is replaced, so no SDK loads in jsdom.
jest.mock('../../session/firebase-auth', () => ({
  firebaseAuth: jest.requireActual<typeof FakeAuthModule>('../../session/__tests__/fake-auth').fakeAuth().auth,
}));

const notConfigured = () => Promise.resolve(fakeAccountConfig());

/** Each page, with its providers left unconfigured (what they would embed does not change the head). */
const pages: Record<keyof typeof paths, () => ReactElement> = {
  login: () => <SignInPage />,
  createAccount: () => <CreateAccountPage />,
  account: () => <AccountPage />,
  pay: () => <PayPage loadConfig={notConfigured} loadScript={fakeLoadScript()} />,
  contact: () => <ContactPage loadConfig={notConfigured} loadScript={fakeLoadScript()} />,
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('every account page', () => {
  it.each(Object.entries(paths) as [keyof typeof paths, string][])(
    '%s (%s) renders its own description, its canonical URL and the preview tags',
    async (page, path) => {
      renderWithRouter(pages[page](), { path });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
      expectPageMeta(path, { noindex: noindexPaths.has(path) });
      expect(headMeta().description).toBe(pageDescriptions[page]);
    },
  );

  it('keeps every account page in search results', () => {
    expect([...noindexPaths]).toEqual([]);
  });

  it('has a description no other page has', () => {
    expect(new Set(Object.values(pageDescriptions)).size).toBe(routePaths.length);
  });
});
