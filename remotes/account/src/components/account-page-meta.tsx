import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { noindexPaths, paths } from '../app/paths';
import { pageDescriptions } from '../content/page-descriptions';

export interface AccountPageMetaProps {
  /** Which of the remote's pages: its path, description and indexing follow from it. */
  readonly page: keyof typeof paths;
  /** The page's own part of the title (the site's name is added). */
  readonly title: string;
}

/** The head tags of one of the account remote's pages. */
export function AccountPageMeta({ page, title }: AccountPageMetaProps) {
  const path = paths[page];
  return (
    <PageMeta
      title={sectionTitle(title)}
      description={pageDescriptions[page]}
      path={path}
      noindex={noindexPaths.has(path)}
    />
  );
}
