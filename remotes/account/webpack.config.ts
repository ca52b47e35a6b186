import { ACCOUNT_CONFIG_FILE, ACCOUNT_WIDGET_EXPOSE, ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { localBuildEnv, readAccountConfig } from '../../tooling/env';
import { paths } from './src/app/paths';

export default createFederatedConfig({
  app: 'account',
  dir: __dirname,
  exposes: {
    [ROUTES_EXPOSE]: './src/app/routes.ts',
    [ACCOUNT_WIDGET_EXPOSE]: './src/features/account-widget/account-widget.tsx',
  },
  routes: Object.values(paths),
  // What each page's loader in src/app/routes.ts imports.
  pageChunks: (path) => {
    const feature = path === paths.login ? 'sign-in' : path.slice(1);
    return [`../features/${feature}/${feature}-page`];
  },
  // A deploy build with no Firebase project fails here, naming the setting; local builds use the Auth emulator.
  jsonAssets: ({ serving }) => ({ [ACCOUNT_CONFIG_FILE]: readAccountConfig(serving ? localBuildEnv() : undefined) }),
});
