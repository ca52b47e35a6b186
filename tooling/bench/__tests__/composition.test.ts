import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkGroups, describeGroups, groupOf, groupShares, readComposition, UNMAPPED } from '../composition';

/** A version 3 source map, as webpack writes it (sources with the `webpack://<app>/` prefix). */
const sourceMap = (sources: string[], mappings: string): Buffer =>
  Buffer.from(JSON.stringify({ version: 3, sources, names: [], mappings }));

describe('groupOf', () => {
  it.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['webpack://account/../../node_modules/@firebase/auth/dist/esm/index.js', '@firebase/auth'],
    ['webpack://account/../../node_modules/@restart/ui/node_modules/@restart/hooks/esm/x.js', '@restart/hooks'],
    ['webpack://shell/./node_modules/.federation/entry.af3e.js', '(generated) node_modules/.federation'],
    ['webpack://shell/webpack/runtime/jsonp chunk loading', '(webpack runtime)'],
    ['webpack://portfolio/./src/features/case-study/case-study-page.tsx', 'src/features/case-study'],
    ['webpack://portfolio/./src/content/photos.ts', 'src/content'],
    ['webpack://shell/./src/main.ts', 'src/main.ts'],
    ['webpack://portfolio/../../packages/contract/src/index.ts', 'packages/contract'],
    ['webpack://tools/../../tooling/federation/react-router.ts', 'tooling/federation'],
    ['webpack://shell/./src/styles/app.scss?1234', 'src/styles'],
  ])('%s → %s', (source, group) => {
    expect(groupOf(source)).toBe(group);
  });
});

describe('groupShares', () => {
  it('groups the files source-map-explorer attributes bytes to, the biggest first, with shares of the gzip size', async () => {
    const sources = [
      'webpack://a/../node_modules/react/index.js',
      'webpack://a/./src/features/home/a.tsx',
      'webpack://a/./src/features/home/b.tsx',
    ];
    // "AAAA": react from column 0; "KCAA": home/a from column 5; "ECAA": home/b from column 7 to the end.
    const shares = await groupShares(Buffer.from('0123456789'), sourceMap(sources, 'AAAA,KCAA,ECAA'), 400);
    expect(shares).toEqual([
      { name: 'react', share: 0.5, bytes: 5, gzip: 200 },
      { name: 'src/features/home', share: 0.5, bytes: 5, gzip: 200 },
    ]);
  });

  it('counts the bytes no source covers as one group', async () => {
    // The first two bytes precede the only mapping: source-map-explorer's "[unmapped]".
    const shares = await groupShares(Buffer.from('abcdef'), sourceMap(['webpack://a/./src/x/y.ts'], 'EAAA'), 6);
    expect(shares.map(({ name, bytes }) => ({ name, bytes }))).toEqual([
      { name: 'src/x', bytes: 4 },
      { name: UNMAPPED, bytes: 2 },
    ]);
  });

  it('describes the biggest groups in one line', async () => {
    const groups = await groupShares(
      Buffer.from('0123456789'),
      sourceMap(['webpack://a/../node_modules/react/index.js'], 'AAAA'),
      2048,
    );
    expect(describeGroups(groups)).toBe('react 100% (2.0 KiB)');
    expect(describeGroups([])).toBe('(no source map)');
  });

  it('names how many more groups a chunk holds than it lists', async () => {
    const sources = ['a', 'b', 'c'].map((name) => `webpack://x/../node_modules/${name}/index.js`);
    const groups = await groupShares(Buffer.from('aaaaabbbcc'), sourceMap(sources, 'AAAA,KCAA,GCAA'), 1024);
    expect(describeGroups(groups, 2)).toBe('a 50% (0.5 KiB), b 30% (0.3 KiB), +1 more');
  });
});

describe('readComposition', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-composition-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sizes every .js file of a dist folder, the biggest gzip first, with what its source map says it holds', async () => {
    const big = 'var a="' + 'x'.repeat(5000) + Math.random().toString(36).repeat(200) + '";';
    writeFileSync(path.join(dir, 'main.1234.js'), big);
    writeFileSync(
      path.join(dir, 'main.1234.js.map'),
      sourceMap(['webpack://shell/../node_modules/react/index.js'], 'AAAA'),
    );
    writeFileSync(path.join(dir, '341.abcd.js'), 'self.x=1;');
    writeFileSync(path.join(dir, 'main.1234.js.LICENSE.txt'), 'MIT');
    writeFileSync(path.join(dir, 'app.css'), 'body{}');

    const chunks = await readComposition(dir);
    expect(chunks.map((chunk) => chunk.file)).toEqual(['main.1234.js', '341.abcd.js']);
    const [main, small] = chunks;
    expect(main?.gzip).toBe(gzipSync(big, { level: 9 }).length);
    expect(main?.groups.map((group) => group.name)).toEqual(['react']);
    expect(small?.groups).toEqual([]);
  });

  it('holds nothing for a chunk whose source map cannot be read', async () => {
    const mapFile = path.join(dir, 'bad.js.map');
    writeFileSync(mapFile, '{ not json');
    await expect(chunkGroups(Buffer.from('x=1'), mapFile, 10)).resolves.toEqual([]);
    await expect(chunkGroups(Buffer.from('x=1'), path.join(dir, 'missing.js.map'), 10)).resolves.toEqual([]);
  });

  it('is empty for an app not built', async () => {
    await expect(readComposition(path.join(dir, 'missing'))).resolves.toEqual([]);
  });
});
