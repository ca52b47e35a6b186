import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../env';

/**
 * The ESLint rules that keep HTML and code out of strings, proved on planted code: linted as if it were a file at
 * `filePath`, through the repository's own config (the file is never written).
 */
function lintAs(filePath: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        filePath,
        '--format',
        'json',
      ],
      { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // ESLint exits 1 when it reports problems; anything without a JSON report is a failure of the run.
        try {
          const [result] = JSON.parse(stdout) as { messages: { line: number; ruleId: string | null }[] }[];
          resolve((result?.messages ?? []).map(({ line, ruleId }) => `${line} ${ruleId ?? 'parse error'}`));
        } catch {
          reject(new Error(`eslint failed: ${error?.message ?? ''} ${stderr}`));
        }
      },
    );
    child.stdin?.end(code);
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

describe('lint rules against HTML and code from strings', () => {
  it('refuse every sink in code that runs in the browser', async () => {
    expect(await lintAs('remotes/tools/src/features/planted/planted.tsx', planted)).toEqual([
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
    expect(await lintAs('packages/contract/src/planted.ts', "export const planted = eval('1');\n")).toEqual([
      '1 no-eval',
    ]);
  }, 60_000);

  it('refuse dangerouslySetInnerHTML everywhere, tests and tooling included', async () => {
    const found = await Promise.all([
      lintAs('shell/src/features/planted/__tests__/planted.test.tsx', planted),
      lintAs('e2e/planted.tsx', planted),
    ]);
    expect(found).toEqual([['13 no-restricted-syntax'], ['13 no-restricted-syntax']]);
  }, 60_000);
});

describe('lint rules against focused tests', () => {
  it('refuse `.only`, `fit` and `fdescribe` in unit and browser tests', async () => {
    const unit = [
      "describe.only('a', () => {", // 1
      "  it.only('b', () => undefined);", // 2
      "  test.only('c', () => undefined);", // 3
      "  fit('d', () => undefined);", // 4
      '});',
      "fdescribe('e', () => undefined);", // 6
      '',
    ].join('\n');
    const browser = [
      "import { pageByPage, test } from './fixtures';",
      '',
      "test.only('a', () => undefined);", // 3
      "test.describe.only('b', () => undefined);", // 4
      "pageByPage.only('c', () => undefined);", // 5
      "test('d', () => undefined);",
      '',
    ].join('\n');
    const found = await Promise.all([
      lintAs('remotes/tools/src/features/planted/__tests__/planted.test.tsx', unit),
      lintAs('e2e/planted.spec.ts', browser),
    ]);
    expect(found).toEqual([
      [
        '1 no-restricted-properties',
        '2 no-restricted-properties',
        '3 no-restricted-properties',
        '4 no-restricted-globals',
        '6 no-restricted-globals',
      ],
      ['3 no-restricted-properties', '4 no-restricted-properties', '5 no-restricted-properties'],
    ]);
  }, 60_000);
});
