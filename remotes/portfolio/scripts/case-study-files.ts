import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CaseStudy, CaseStudyModule } from '../src/content/case-study';
import { aspects, type PhotoInfo } from '../src/content/photo-record';

/**
 * The case studies, one file each: src/content/case-studies/<slug>.ts holds a study's slug, texts, tile, photos and
 * their alt texts. Everything else derives from that folder: this module reads it (for Node: make-photos, the build,
 * the tooling's lists of pages, the tests) and writes the two lists the browser needs without loading any study:
 *   - case-study-index.ts: every slug, in the order of /work, with a loader of its file (routes and paths read it);
 *   - case-study-tiles.ts: every tile (name, alt text, categories, crop), in the same order (the tile pages read it);
 *   - case-study-featured.ts: the tiles the home page shows, alone (so that it loads no other).
 * `npm run photos -w remotes/portfolio` and the portfolio's build write them; a test fails when they are not current.
 */

export const contentDir = path.resolve(__dirname, '../src/content');
export const caseStudiesDir = path.join(contentDir, 'case-studies');
export const indexFile = path.join(contentDir, 'case-study-index.ts');
export const tilesFile = path.join(contentDir, 'case-study-tiles.ts');
export const featuredFile = path.join(contentDir, 'case-study-featured.ts');

/** A slug as a file name and a path can both carry it. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slugs of the folder's files (`<slug>.ts`), alphabetically. */
export function caseStudyFileSlugs(dir: string = caseStudiesDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/**
 * Every case study of the folder, in the order of /work (each tile's `position`). Fails, naming the file, when a file
 * has no study as its default export, a slug that is not its name, or a position another study has.
 */
export function readCaseStudies(dir: string = caseStudiesDir): CaseStudy[] {
  const studies = caseStudyFileSlugs(dir).map((name) => {
    const file = path.join(dir, `${name}.ts`);
    if (!SLUG.test(name)) throw new Error(`${file}: name a case study's file after its slug (a-z, 0-9 and dashes).`);
    // Each study is its own module (so that webpack can load it alone); Node reads them the same way.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const study = (require(file) as Partial<CaseStudyModule>).default;
    if (!study) throw new Error(`${file} has no case study as its default export.`);
    if (study.slug !== name) throw new Error(`${file}: its slug is "${study.slug}"; it must be "${name}".`);
    return study;
  });
  const sorted = [...studies].sort((a, b) => a.tile.position - b.tile.position);
  sorted.forEach((study, index) => {
    const previous = sorted[index - 1];
    if (previous?.tile.position === study.tile.position) {
      throw new Error(`"${previous.slug}" and "${study.slug}" both have the tile position ${study.tile.position}.`);
    }
  });
  return sorted;
}

/**
 * A group of photos, with its own table of files, so that a page loads the data of the group it shows only: make-photos
 * writes the table of the group `<name>` to src/content/<name>-photo-files.ts.
 */
export interface PhotoGroup {
  readonly name: 'tile' | 'page';
  readonly info: Readonly<Record<string, PhotoInfo>>;
}

/**
 * The two groups, from the case studies' files in the order of /work: the tiles (`tile-<slug>`, landscape, with the
 * tile's alt text) and every photo the pages list, video posters included.
 */
export function photoGroups(studies: readonly CaseStudy[] = readCaseStudies()): PhotoGroup[] {
  return [
    {
      name: 'tile',
      info: Object.fromEntries(
        studies.map((study) => [`tile-${study.slug}`, { aspect: aspects.landscape, alt: study.tile.alt }]),
      ),
    },
    { name: 'page', info: Object.fromEntries(studies.flatMap((study) => Object.entries(study.photos))) },
  ];
}

const quote = (text: string): string => JSON.stringify(text);

const HEADER = `// Generated from the files of case-studies/ by remotes/portfolio/scripts/case-study-files.ts
// (\`npm run photos -w remotes/portfolio\`, and the portfolio's build); do not edit.`;

/**
 * case-study-index.ts: the slugs, in order, each with a loader of its file. webpack puts the files in one chunk, as the
 * single content module used to be: fifteen chunks would each add a name and a hash to remoteEntry.js, which every
 * first load fetches.
 */
export function indexModule(studies: readonly CaseStudy[]): string {
  const rows = studies.map(
    ({ slug }) =>
      `{ slug: ${quote(slug)}, load: () => import(/* webpackChunkName: "case-studies" */ ${quote(`./case-studies/${slug}`)}) },`,
  );
  return `${HEADER}
import type { CaseStudyModule } from './case-study';

/**
 * Every case study's slug, in the order of /work, and how to load its file: routes and paths read this list, so the
 * first page load carries none of the studies' content, which a study's page loads (all the studies, in one chunk).
 */
export const caseStudyIndex = [
${rows.join('\n')}
] as const satisfies readonly { readonly slug: string; readonly load: () => Promise<CaseStudyModule> }[];

export type CaseStudySlug = (typeof caseStudyIndex)[number]['slug'];
`;
}

/** The rows of case-study-tiles.ts: what the tiles show of each study, in order, and nothing of its page. */
export function tileRows(studies: readonly CaseStudy[]) {
  return studies.map(({ slug, project, tile }) => ({
    slug,
    project,
    alt: tile.alt,
    categories: tile.categories,
    pages: tile.pages,
    featured: tile.featured === true,
    backgroundSize: tile.backgroundSize,
    backgroundPosition: tile.backgroundPosition,
  }));
}

/** case-study-tiles.ts: what the tiles show of each study, in order, and nothing of its page. */
export function tilesModule(studies: readonly CaseStudy[]): string {
  const rows = tileRows(studies).map(
    (row) =>
      `{ ${Object.entries(row)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join(', ')} },`,
  );
  return `${HEADER}
import type { CaseStudyTile } from './case-study';
import type { CaseStudySlug } from './case-study-index';

/** A case study's tile as its file gives it, with the study's slug and name. */
export interface CaseStudyTileRow extends Omit<CaseStudyTile, 'position' | 'featured'> {
  readonly slug: CaseStudySlug;
  readonly project: string;
  readonly featured: boolean;
}

/** Every case study's tile, in the order of /work. */
export const caseStudyTiles: readonly CaseStudyTileRow[] = [
${rows.join('\n')}
];
`;
}

/** case-study-featured.ts: the featured tiles' rows, in order: the home page loads these and no other. */
export function featuredModule(studies: readonly CaseStudy[]): string {
  const rows = tileRows(studies)
    .filter((row) => row.featured)
    .map(
      (row) =>
        `{ ${Object.entries(row)
          .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
          .join(', ')} },`,
    );
  return `${HEADER}
import type { CaseStudyTileRow } from './case-study-tiles';

/** The tiles of the case studies the home page links to (\`tile.featured\`), in the order of /work. */
export const featuredTiles: readonly CaseStudyTileRow[] = [
${rows.join('\n')}
];
`;
}

/** Formatted as the repository's Prettier config says, so the generated files pass `prettier --check` as they are. */
async function prettier(file: string, text: string): Promise<string> {
  // Loaded when a list is written only: the tests that read the studies need no formatter.
  const { format, resolveConfig } = await import('prettier');
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** The generated files as they must read now: file → text. */
export async function generatedFiles(studies: readonly CaseStudy[] = readCaseStudies()): Promise<Map<string, string>> {
  return new Map([
    [indexFile, await prettier(indexFile, indexModule(studies))],
    [tilesFile, await prettier(tilesFile, tilesModule(studies))],
    [featuredFile, await prettier(featuredFile, featuredModule(studies))],
  ]);
}

/** Writes the generated files that are not current; returns the ones written. */
export async function writeCaseStudyLists(studies?: readonly CaseStudy[]): Promise<string[]> {
  const written: string[] = [];
  for (const [file, text] of await generatedFiles(studies)) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}
