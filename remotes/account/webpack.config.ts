import { ACCOUNT_CONFIG_FILE, ACCOUNT_WIDGET_EXPOSE, ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { localBuildEnv, readAccountConfig } from '../../tooling/env';
import { paths } from './src/app/paths';

/** Where a page lives when its folder is not named after its path (the rest are `<path>/<path>-page`). */
const pageModules: Readonly<Record<string, string>> = {
  [paths.login]: 'sign-in/sign-in-page',
  [paths.account]: 'client-area/account-page',
};

export default createFederatedConfig({
  app: 'account',
  dir: __dirname,
  exposes: {
    [ROUTES_EXPOSE]: './src/app/routes.ts',
    [ACCOUNT_WIDGET_EXPOSE]: './src/features/account-widget/account-widget.tsx',
  },
  routes: Object.values(paths),
  // What each page's loader in src/app/routes.ts imports.
  pageChunks: (path) => [`../features/${pageModules[path] ?? `${path.slice(1)}${path}-page`}`],
  // A deploy build with no Firebase project fails here, naming the setting; local builds use the Auth emulator.
  jsonAssets: ({ serving }) => ({ [ACCOUNT_CONFIG_FILE]: readAccountConfig(serving ? localBuildEnv() : undefined) }),
});
