import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from '@mediavelocity/contract';
import { paths } from './paths';

/** Exposed as `account/routes`; each page is its own chunk, fetched on first visit. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage }),
  },
  {
    path: paths.pay,
    lazy: async () => ({ Component: (await import('../features/pay/pay-page')).PayPage }),
  },
  {
    path: paths.contact,
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
  },
] satisfies RouteObject[];
