import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { paths } from './src/app/paths';

export default createFederatedConfig({
  app: 'tools',
  dir: __dirname,
  exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
  routes: Object.values(paths),
});
