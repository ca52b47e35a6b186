/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  caseStudiesDir,
  caseStudyFileSlugs,
  indexModule,
  readCaseStudies,
  tileRows,
} from '../../../scripts/case-study-files';
import { portfolioRoutePaths } from '../../../scripts/route-paths';
import { routePaths } from '../../app/paths';
import { caseStudyIndex } from '../case-study-index';
import { featuredTiles } from '../case-study-featured';
import { caseStudyTiles } from '../case-study-tiles';
import { teamSlugs } from '../page-index';
import { team } from '../team';

const studies = readCaseStudies();

describe('the case studies’ files', () => {
  it('are one per study, each named after its slug, read in the order of their tiles', () => {
    expect(studies.map((study) => study.slug).sort()).toEqual(caseStudyFileSlugs());
    const positions = studies.map((study) => study.tile.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(studies.length);
  });

  it('are what the generated lists say (`npm run photos -w remotes/portfolio` writes them)', async () => {
    // The lists hold the files' data as it is now: the slugs in order, each loading its own file, and the tiles.
    expect(caseStudyIndex.map((entry) => entry.slug)).toEqual(studies.map((study) => study.slug));
    for (const [index, entry] of caseStudyIndex.entries()) {
      expect((await entry.load()).default).toBe(studies[index]);
    }
    expect(caseStudyTiles).toEqual(tileRows(studies));
    expect(featuredTiles).toEqual(tileRows(studies).filter((row) => row.featured));
  });

  it('give the routes, the tiles and the manifest’s paths, in one order', () => {
    const slugs = studies.map((study) => study.slug);
    expect(caseStudyIndex.map((entry) => entry.slug)).toEqual(slugs);
    expect(caseStudyTiles.map((tile) => tile.slug)).toEqual(slugs);
    expect(caseStudyTiles.map((tile) => tile.project)).toEqual(studies.map((study) => study.project));
    expect(portfolioRoutePaths()).toEqual(routePaths);
  });

  it('list every photo their sections show, and no photo twice across studies', () => {
    const ids = studies.flatMap((study) => Object.keys(study.photos));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const study of studies) {
      const shown = study.sections.flatMap((section) =>
        section.kind === 'hero'
          ? [section.photo]
          : section.kind === 'video'
            ? section.videos.map((video) => video.poster)
            : 'photos' in section
              ? section.photos
              : [],
      );
      expect(shown.filter((id) => !Object.hasOwn(study.photos, id))).toEqual([]);
    }
  });
});

describe('a case study added as one file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const study = (slug: string, position: number) => `
    import { caseStudy } from ${JSON.stringify(path.join(caseStudiesDir, '../case-study'))};
    export default caseStudy({
      slug: ${JSON.stringify(slug)},
      project: 'Riverside Festival',
      client: 'Riverside Arts Council',
      subtitle: 'Event photography',
      description: 'Event photography for the Riverside Festival: three days of music by the water, on stage and off.',
      tile: { position: ${position}, alt: 'A stage by the river', categories: ['photography'], pages: ['work'],
        backgroundSize: 'cover', backgroundPosition: 'center' },
      photos: {},
      sections: [{ kind: 'text', paragraphs: ['Three days of music by the water.'] }],
    });`;

  it('gets its route and its place in the lists from the file alone', () => {
    writeFileSync(path.join(dir, 'riverside-festival.ts'), study('riverside-festival', 3));
    const added = readCaseStudies(dir);
    expect(added.map((entry) => entry.slug)).toEqual(['riverside-festival']);
    expect(portfolioRoutePaths(dir)).toContain('/riverside-festival');
    expect(indexModule(added)).toContain(`"./case-studies/riverside-festival"`);
  });

  it('is refused when its slug is not its file’s name, or its tile takes another’s place', () => {
    writeFileSync(path.join(dir, 'riverside.ts'), study('riverside-festival', 3));
    expect(() => readCaseStudies(dir)).toThrow('its slug is "riverside-festival"; it must be "riverside"');
    rmSync(path.join(dir, 'riverside.ts'));
    writeFileSync(path.join(dir, 'a.ts'), study('a', 3));
    writeFileSync(path.join(dir, 'b.ts'), study('b', 3));
    expect(() => readCaseStudies(dir)).toThrow('"a" and "b" both have the tile position 3');
  });
});

describe('the team', () => {
  it('lists every team member of the content, in the same order', () => {
    expect(teamSlugs).toEqual(team.map((member) => member.slug));
  });
});
