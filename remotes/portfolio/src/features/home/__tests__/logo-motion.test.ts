/** @jest-environment node */
import path from 'node:path';
import { compile } from 'sass';

/** The logo's stylesheet as the browser gets it (jest stubs stylesheets, so compile it here). */
function compiledLogoCss(): string {
  return compile(path.join(__dirname, '../logo.scss'), {
    loadPaths: [path.resolve(__dirname, '../../../../../../node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  }).css;
}

/** The body of `@media <query> { … }`, braces balanced. */
function mediaBlock(css: string, query: string): string {
  const start = css.indexOf(`@media ${query}`);
  if (start < 0) return '';
  const open = css.indexOf('{', start);
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') depth -= 1;
    if (depth === 0) return css.slice(open + 1, index);
  }
  return '';
}

describe('logo intro animation', () => {
  const css = compiledLogoCss();
  const motionAllowed = mediaBlock(css, '(prefers-reduced-motion: no-preference)');

  it('runs for 850 ms after a 500 ms delay, only when the visitor allows motion', () => {
    const animations = motionAllowed.match(/animation:[^;]+;/g) ?? [];
    expect(animations.length).toBeGreaterThan(0);
    for (const animation of animations) expect(animation).toMatch(/\b850ms\b.*\b500ms\b/);
  });

  it('is absent under prefers-reduced-motion: no animation is declared outside the opt-in query', () => {
    const outside = css.replace(motionAllowed, '');
    expect(outside).not.toMatch(/animation(-name)?:/);
  });
});
