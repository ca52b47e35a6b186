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

/** Exposed as `account/routes`; each page is its own chunk, fetched on first visit. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: paths.login,
    // Waits for the settings as well: whether the local Auth emulator stands in is then known to the page's first
    // render, so its note is part of the prerendered page instead of painted (as its largest text) after hydration.
    page: async () => {
      const [page] = await Promise.all([
        import('../features/sign-in/sign-in-page'),
        loadAccountConfig().catch(() => undefined),
      ]);
      return page.SignInPage;
    },
  },
  {
    path: paths.createAccount,
    page: async () => {
      const [page] = await Promise.all([
        import('../features/create-account/create-account-page'),
        loadAccountConfig().catch(() => undefined),
      ]);
      return page.CreateAccountPage;
    },
  },
  {
    path: paths.account,
    page: async () => {
      prefetchConfig();
      return (await import('../features/client-area/account-page')).AccountPage;
    },
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
