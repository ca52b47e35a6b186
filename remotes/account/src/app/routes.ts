import { APP_READY_ATTRIBUTE, type RemoteRoutesModule } from '@mediavelocity/contract';
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
 * A page whose first render shows a sign-in form, when it takes over its prerendered markup (the first page of a
 * visit): it waits for the settings as well, so whether the local Auth emulator stands in is known to that render and
 * its note is part of the prerendered page, instead of painted (as its largest text) after hydration, which would also
 * make the app render the page again instead of taking it over. As a visit's next page it renders at once, without a
 * round trip on the click's path: the note (local builds only, at the foot of the form) follows with the settings.
 */
async function withSettings<T>(page: Promise<T>): Promise<T> {
  const settings = loadAccountConfig().catch(() => undefined);
  if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return page;
  const [loaded] = await Promise.all([page, settings]);
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
