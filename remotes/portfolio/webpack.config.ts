import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { routePaths } from './src/app/paths';
import { PhotoFilesPlugin } from './scripts/photo-files-plugin';

const federated = createFederatedConfig({
  app: 'portfolio',
  dir: __dirname,
  exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
  routes: routePaths,
});

export default (...args: Parameters<typeof federated>): ReturnType<typeof federated> => {
  const config = federated(...args);
  // The photos are served as files the code names at run time, not imported as modules (see photo-files-plugin.ts).
  return { ...config, plugins: [...(config.plugins ?? []), new PhotoFilesPlugin()] };
};
