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
  // The chunk each page's import in src/app/routes.ts is named after.
  pageChunks: (path) => [`${path === paths.login ? 'sign-in' : path.slice(1)}-page`],
  // A deploy build with no Firebase project fails here, naming the setting; local builds use the Auth emulator.
  jsonAssets: ({ serving }) => ({ [ACCOUNT_CONFIG_FILE]: readAccountConfig(serving ? localBuildEnv() : undefined) }),
});
