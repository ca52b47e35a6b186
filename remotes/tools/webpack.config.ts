import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { paths } from './src/app/paths';

export default createFederatedConfig({
  app: 'tools',
  dir: __dirname,
  exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
  routes: Object.values(paths),
  // The chunk each page's import in src/app/routes.ts is named after.
  pageChunks: (path) => [`${path.slice(1)}-page`],
});
