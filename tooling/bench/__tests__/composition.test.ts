import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  attributeCode,
  decodeMappings,
  describeGroups,
  groupOf,
  groupShares,
  readComposition,
  UNMAPPED,
  type SourceMapLike,
} from '../composition';

describe('decodeMappings', () => {
  it('decodes Base64 VLQ segments, columns per line and sources cumulative', () => {
    // "AAAA": column 0, source 0. "ICAA": column +4, source +1. "I": column +4, no source.
    // ";": next line, column back to 0. "GDAA": column 3, source −1 → 0.
    expect(decodeMappings('AAAA,ICAA,I;GDAA')).toEqual([
      { line: 0, column: 0, source: 0 },
      { line: 0, column: 4, source: 1 },
      { line: 0, column: 8, source: undefined },
      { line: 1, column: 3, source: 0 },
    ]);
  });

  it('decodes multi-digit values', () => {
    // "gB" = 16 (continuation bit on "g").
    expect(decodeMappings('gBAAA')).toEqual([{ line: 0, column: 16, source: 0 }]);
  });

  it('rejects a character outside Base64', () => {
    expect(() => decodeMappings('AA!A')).toThrow('Invalid character "!"');
  });
});

const map = (sources: string[], mappings: string, sourcesContent?: string[]): SourceMapLike => ({
  sources,
  mappings,
  ...(sourcesContent ? { sourcesContent } : {}),
});

describe('attributeCode', () => {
  it('gives each source the generated code up to the next segment or the line end', () => {
    const code = '0123456789\nabcdef';
    expect(attributeCode(code, map(['a.js', 'b.js'], 'AAAA,ICAA,I;GDAA'))).toEqual({
      // a.js: 4 on line 0 + 3 on line 1; b.js: 4; unmapped: 2 at the end of line 0 and 3 at the start of line 1.
      bySource: [4 + 3, 4],
      unmapped: 2 + 3,
    });
  });
});

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
  it('groups the sources, the biggest first, with shares of the file and gzip sizes', () => {
    const code = '0123456789';
    const sources = [
      'webpack://a/../node_modules/react/index.js',
      'webpack://a/./src/features/home/a.tsx',
      'webpack://a/./src/features/home/b.tsx',
    ];
    // react: columns 0–4 (5), home/a: 5–6 (2), home/b: 7–9 (3).
    const shares = groupShares(code, map(sources, 'AAAA,KCAA,ECAA', ['x'.repeat(100), 'yy', 'zzz']), {
      bytes: 1000,
      gzip: 400,
    });
    expect(shares).toEqual([
      { name: 'react', share: 0.5, bytes: 500, gzip: 200, sourceBytes: 100, files: 1 },
      { name: 'src/features/home', share: 0.5, bytes: 500, gzip: 200, sourceBytes: 5, files: 2 },
    ]);
  });

  it('counts code no mapping covers as its own group', () => {
    const shares = groupShares('abcd', map(['s.js'], 'EAAA'), { bytes: 4, gzip: 4 });
    expect(shares.map(({ name, share }) => ({ name, share }))).toEqual([
      // Equal shares: by name.
      { name: UNMAPPED, share: 0.5 },
      { name: 's.js', share: 0.5 },
    ]);
  });

  it('describes the biggest groups in one line', () => {
    const groups = groupShares('0123456789', map(['webpack://a/../node_modules/react/index.js'], 'AAAA'), {
      bytes: 10,
      gzip: 2048,
    });
    expect(describeGroups(groups)).toBe('react 100% (2.0 KiB)');
    expect(describeGroups([])).toBe('(no source map)');
  });
});

describe('readComposition', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-composition-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sizes every .js file of a dist folder, the biggest gzip first, with what its source map says it holds', () => {
    const big = 'var a="' + 'x'.repeat(5000) + Math.random().toString(36).repeat(200) + '";';
    writeFileSync(path.join(dir, 'main.1234.js'), big);
    writeFileSync(
      path.join(dir, 'main.1234.js.map'),
      JSON.stringify({ version: 3, sources: ['webpack://shell/../node_modules/react/index.js'], mappings: 'AAAA' }),
    );
    writeFileSync(path.join(dir, '341.abcd.js'), 'self.x=1;');
    writeFileSync(path.join(dir, 'main.1234.js.LICENSE.txt'), 'MIT');
    writeFileSync(path.join(dir, 'app.css'), 'body{}');

    const composition = readComposition('shell', dir);
    expect(composition.chunks.map((chunk) => chunk.file)).toEqual(['main.1234.js', '341.abcd.js']);
    const [main, small] = composition.chunks;
    expect(main?.gzip).toBe(gzipSync(big, { level: 9 }).length);
    expect(main?.groups.map((group) => group.name)).toEqual(['react']);
    expect(small?.groups).toEqual([]);
    expect(composition.totalGzip).toBe((main?.gzip ?? 0) + (small?.gzip ?? 0));
  });

  it('is empty for an app not built', () => {
    expect(readComposition('tools', path.join(dir, 'missing')).chunks).toEqual([]);
  });
});
