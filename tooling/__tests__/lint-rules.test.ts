import { execFile } from 'node:child_process';
import { repoRoot } from '../env';

interface Planted {
  readonly filePath: string;
  readonly code: string;
}

/** Run in a child process (ESLint's config is an ES module, which jest's module system does not load). */
const LINT_SCRIPT = `
const { ESLint } = await import('eslint');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint();
const found = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push((result?.messages ?? []).map(({ line, ruleId }) => line + ' ' + (ruleId ?? 'parse error')));
}
process.stdout.write(JSON.stringify(found));
`;

/**
 * The ESLint rules that keep HTML and code out of strings and focused tests out of the suites, proved on planted code:
 * each file linted as if it were at its `filePath`, through the repository's own config (no file is written), all in
 * one ESLint, which loads the config and the type information once.
 */
function lintAs(files: readonly Planted[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '--eval', LINT_SCRIPT],
      { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as string[][]);
        } catch {
          reject(new Error(`eslint failed: ${error?.message ?? ''} ${stderr}`));
        }
      },
    );
    child.stdin?.end(JSON.stringify(files));
  });
}

const planted = [
  'export function Planted({ html }: { html: string }) {', // 1
  "  const div = document.createElement('div');",
  '  div.innerHTML = html;', // 3
  "  div['outerHTML'] = html;", // 4
  "  div.insertAdjacentHTML('beforeend', html);", // 5
  "  div.setAttribute('onclick', 'go()');", // 6
  "  div.setAttribute('class', 'allowed');",
  '  document.write(html);', // 8
  "  window.setTimeout('go()', 1);", // 9
  "  const run = new Function('return 1');", // 10
  "  const url = 'javascript:void(0)';", // 11
  '  const read = div.innerHTML + String(run) + url;',
  '  return <p dangerouslySetInnerHTML={{ __html: html + read }} />;', // 13
  '}',
  '',
].join('\n');

const focusedUnit = [
  "describe.only('a', () => {", // 1
  "  it.only('b', () => undefined);", // 2
  "  test.only('c', () => undefined);", // 3
  "  fit('d', () => undefined);", // 4
  '});',
  "fdescribe('e', () => undefined);", // 6
  '',
].join('\n');

const focusedBrowser = [
  "import { pageByPage, test } from './fixtures';",
  '',
  "test.only('a', () => undefined);", // 3
  "test.describe.only('b', () => undefined);", // 4
  "pageByPage.only('c', () => undefined);", // 5
  "test('d', () => undefined);",
  '',
].join('\n');

const files = {
  browserCode: { filePath: 'remotes/tools/src/features/planted/planted.tsx', code: planted },
  contractEval: { filePath: 'packages/contract/src/planted.ts', code: "export const planted = eval('1');\n" },
  unitTest: { filePath: 'shell/src/features/planted/__tests__/planted.test.tsx', code: planted },
  browserTest: { filePath: 'e2e/planted.tsx', code: planted },
  focusedUnit: { filePath: 'remotes/tools/src/features/planted/__tests__/planted.test.tsx', code: focusedUnit },
  focusedBrowser: { filePath: 'e2e/planted.spec.ts', code: focusedBrowser },
  // Real files to import, so that the import rules, which judge only what they resolve, have something to judge.
  otherApp: {
    filePath: 'shell/src/app/planted.ts',
    code: "export * from '../../../remotes/tools/src/app/paths';\n",
  },
  entryPoint: {
    filePath: 'tooling/deploy/planted.ts',
    code: "import { main } from '../scripts/serve';\nimport { siteDir } from './local';\nexport const planted = [main, siteDir];\n",
  },
  entryPointTest: {
    filePath: 'tooling/scripts/__tests__/planted.test.ts',
    code: "import { main } from '../serve';\nexport const planted = main;\n",
  },
} satisfies Record<string, Planted>;

let found: Record<keyof typeof files, string[]>;

beforeAll(async () => {
  const names = Object.keys(files) as (keyof typeof files)[];
  const results = await lintAs(names.map((name) => files[name]));
  found = Object.fromEntries(names.map((name, index) => [name, results[index] ?? []])) as typeof found;
}, 60_000);

describe('lint rules against HTML and code from strings', () => {
  it('refuse every sink in code that runs in the browser', () => {
    expect(found.browserCode).toEqual([
      '3 no-restricted-syntax',
      '4 no-restricted-syntax',
      '5 no-restricted-syntax',
      '6 no-restricted-syntax',
      '8 no-restricted-syntax',
      '9 no-implied-eval',
      '10 no-new-func',
      '11 no-script-url',
      '13 no-restricted-syntax',
    ]);
    // Apart: in a component, React's compiler rule reports eval too.
    expect(found.contractEval).toEqual(['1 no-eval']);
  });

  it('refuse dangerouslySetInnerHTML everywhere, tests and tooling included', () => {
    expect([found.unitTest, found.browserTest]).toEqual([['13 no-restricted-syntax'], ['13 no-restricted-syntax']]);
  });
});

describe('lint rules against focused tests', () => {
  it('refuse `.only`, `fit` and `fdescribe` in unit and browser tests', () => {
    expect(found.focusedUnit).toEqual([
      '1 no-restricted-properties',
      '2 no-restricted-properties',
      '3 no-restricted-properties',
      '4 no-restricted-globals',
      '6 no-restricted-globals',
    ]);
    expect(found.focusedBrowser).toEqual([
      '3 no-restricted-properties',
      '4 no-restricted-properties',
      '5 no-restricted-properties',
    ]);
  });
});

describe('lint rules on imports', () => {
  it("refuse an app's import of another app's source, and a library's import of an entry point", () => {
    expect(found.otherApp).toEqual(['1 import-x/no-restricted-paths']);
    expect(found.entryPoint).toEqual(['1 import-x/no-restricted-paths']);
    // An entry point's own test may import it (to test its argument parsing).
    expect(found.entryPointTest).toEqual([]);
  });
});
