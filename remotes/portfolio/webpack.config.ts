import { ROUTES_EXPOSE } from '@mediavelocity/contract';
import { createFederatedConfig } from '../../tooling/webpack/create-config';
import { eagerCompile } from '../../tooling/webpack/plugins';
import { writeCaseStudyLists } from './scripts/case-study-files';
import { portfolioRoutePaths } from './scripts/route-paths';
import { sectionPaths, slugPath } from './src/app/paths';
import { teamSlugs } from './src/content/page-index';
import { PhotoFilesPlugin } from './scripts/photo-files-plugin';

type FederatedConfig = ReturnType<typeof createFederatedConfig>;

const sectionFeatures: Readonly<Record<string, string>> = {
  [sectionPaths.home]: 'home',
  [sectionPaths.work]: 'work',
  [sectionPaths.gallery]: 'gallery',
  [sectionPaths.about]: 'about',
};

/** What each page's loader in src/app/routes.ts imports (a case study: its template and its file's texts). */
function pageChunks(path: string): readonly string[] {
  const section = sectionFeatures[path];
  if (section) return [`../features/${section}/${section}-page`];
  if (teamSlugs.some((slug) => slugPath(slug) === path)) return ['../features/team/team-member-page'];
  return ['../features/case-study/case-study-page', `./case-studies${path}`];
}

export default async (...args: Parameters<FederatedConfig>): Promise<ReturnType<FederatedConfig>> => {
  // The case studies are read from their files: the lists the app imports are brought up to date first (a study
  // added or changed since they were written), and the manifest publishes the routes of the files themselves.
  for (const file of await writeCaseStudyLists()) console.log(`portfolio: wrote ${file}`);
  const federated = createFederatedConfig({
    app: 'portfolio',
    dir: __dirname,
    exposes: { [ROUTES_EXPOSE]: './src/app/routes.ts' },
    routes: portfolioRoutePaths(),
    pageChunks,
  });
  const config = federated(...args);
  // The photos are served as files the code names at run time, not imported as modules (see photo-files-plugin.ts).
  // The lightbox's scripts, fetched on a visitor's intent, are compiled as they arrive, not on the click that opens it.
  // (Its own chunk and the library webpack splits off it: the chunks of the import named photo-lightbox.)
  const lightbox = eagerCompile(
    'photo-lightbox import (webpackChunkName)',
    (compilation) => compilation.namedChunkGroups.get('photo-lightbox')?.chunks ?? [],
  );
  const plugins = [new PhotoFilesPlugin(), lightbox];
  return { ...config, plugins: [...(config.plugins ?? []), ...plugins] };
};
