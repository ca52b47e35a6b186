/** @jest-environment node */
import path from 'node:path';
import { compile } from 'sass';

let compiled: string | undefined;

/** The compiled declarations of `selector`'s own rule, in order. */
function declarations(selector: string): string[] {
  const css = (compiled ??= compile(path.join(__dirname, '../screen-tracker.scss'), {
    loadPaths: [path.join(__dirname, '../../../../../../node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  }).css);
  const start = `\n${css}`.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`${selector} is not in the stylesheet`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

describe('the screen tracker’s backdrop', () => {
  it('is the visible height where the browser knows it (dvh), else the viewport’s: a browser without dvh drops that line', () => {
    const heights = declarations('.mv-tracker').filter((declaration) => declaration.startsWith('min-height'));
    expect(heights).toEqual(['min-height: 100vh', 'min-height: 100dvh']);
  });

  it('reaches the screen’s edges while its markers keep inside the safe area', () => {
    expect(declarations('.mv-tracker')).toEqual(
      expect.arrayContaining([
        'margin-right: calc(-1 * env(safe-area-inset-right, 0px))',
        'margin-left: calc(-1 * env(safe-area-inset-left, 0px))',
      ]),
    );
    expect(declarations('.mv-tracker-marker--bottom-end')).toEqual([
      'bottom: calc(25px + env(safe-area-inset-bottom, 0px))',
      'right: calc(25px + env(safe-area-inset-right, 0px))',
    ]);
  });
});
