import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { routePaths } from './src/app/paths';

export default createFederatedConfig({
  app: 'portfolio',
  dir: __dirname,
  exposes: { [ROUTES_EXPOSE]: './src/app/routes.tsx' },
  routes: routePaths,
});
