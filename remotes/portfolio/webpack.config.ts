import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { writeCaseStudyLists } from './scripts/case-study-files';
import { portfolioRoutePaths } from './scripts/route-paths';
import { EagerCompilePlugin } from './scripts/eager-compile-plugin';
import { PhotoFilesPlugin } from './scripts/photo-files-plugin';

type FederatedConfig = ReturnType<typeof createFederatedConfig>;

export default async (...args: Parameters<FederatedConfig>): Promise<ReturnType<FederatedConfig>> => {
  // The case studies are read from their files: the lists the app imports are brought up to date first (a study
  // added or changed since they were written), and the manifest publishes the routes of the files themselves.
  for (const file of await writeCaseStudyLists()) console.log(`portfolio: wrote ${file}`);
  const federated = createFederatedConfig({
    app: 'portfolio',
    dir: __dirname,
    exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
    routes: portfolioRoutePaths(),
  });
  const config = federated(...args);
  // The photos are served as files the code names at run time, not imported as modules (see photo-files-plugin.ts).
  // The lightbox's scripts, fetched on a visitor's intent, are compiled as they arrive, not on the click that opens it.
  const plugins = [new PhotoFilesPlugin(), new EagerCompilePlugin('photo-lightbox')];
  return { ...config, plugins: [...(config.plugins ?? []), ...plugins] };
};
