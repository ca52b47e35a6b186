import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { paths } from './src/app/paths';

export default createFederatedConfig({
  app: 'tools',
  dir: __dirname,
  exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
  routes: Object.values(paths),
  // What each page's loader in src/app/routes.ts imports.
  pageChunks: (path) => [
    `../features/${path === paths.tools ? 'tools-promo/tools' : `${path.slice(1)}/${path.slice(1)}`}-page`,
  ],
});
