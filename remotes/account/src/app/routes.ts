import type { RemoteRoutesModule } from '@mediavelocity/contract';
import { loadAccountConfig } from '../config/account-config';
import { paths } from './paths';

/**
 * Every page here needs the remote's settings: start fetching them with the page's chunk rather than after it has
 * rendered. (A failure is reported by the page, which asks again.)
 */
function prefetchConfig(): void {
  loadAccountConfig().catch(() => undefined);
}

/**
 * A page whose first render shows a sign-in form: it waits for the settings as well, so whether the local Auth
 * emulator stands in is known to that render and its note is part of the prerendered page, instead of painted (as its
 * largest text) after hydration, which would also make the app render the page again instead of taking it over.
 */
async function withSettings<T>(page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, loadAccountConfig().catch(() => undefined)]);
  return loaded;
}

/** Exposed as `account/routes`; each page is its own chunk, fetched on first visit. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: paths.login,
    page: async () => (await withSettings(import('../features/sign-in/sign-in-page'))).SignInPage,
  },
  {
    path: paths.createAccount,
    page: async () => (await withSettings(import('../features/create-account/create-account-page'))).CreateAccountPage,
  },
  {
    path: paths.account,
    page: async () => (await withSettings(import('../features/client-area/account-page'))).AccountPage,
  },
  {
    path: paths.pay,
    page: async () => {
      prefetchConfig();
      return (await import('../features/pay/pay-page')).PayPage;
    },
  },
  {
    path: paths.contact,
    page: async () => {
      prefetchConfig();
      return (await import('../features/contact/contact-page')).ContactPage;
    },
  },
];
