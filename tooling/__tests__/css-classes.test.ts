import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, NodePackageImporter } from 'sass';
import { apps } from '../apps';
import { repoRoot } from '../env';

/**
 * The shell compiles only the parts of Bootstrap the site uses (shell/src/styles/main.scss), so a class an app starts
 * using can silently style nothing. This test compiles the site's stylesheets and fails on any class written in an
 * app's JSX that none of them defines.
 */

const appDirs = Object.values(apps).map((app) => `${app.dir}/src`);

/** Classes that are hooks for scripts or tests, or state that is styled through another selector, not styles. */
const unstyled = new Set(['collapsed']);

function filesBelow(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesBelow(file, extension);
    return entry.name.endsWith(extension) ? [file] : [];
  });
}

function definedClasses(): Set<string> {
  const sheets = [
    path.join(repoRoot, 'shell/src/styles/main.scss'),
    ...appDirs.slice(1).flatMap((dir) => filesBelow(path.join(repoRoot, dir), '.scss')),
  ];
  const classes = new Set<string>();
  for (const sheet of sheets) {
    const { css } = compile(sheet, {
      loadPaths: [path.join(repoRoot, 'node_modules')],
      // `pkg:` URLs (the typeface's Sass in main.scss), as sass-loader resolves them in the build.
      importers: [new NodePackageImporter(repoRoot)],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    });
    // Data URIs (the footer's icons) are no selectors.
    for (const [, name] of css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      if (name) classes.add(name.replace(/\\/g, ''));
    }
  }
  return classes;
}

/** Every class name written literally in a `className` (quoted, or the fixed words of a template or a condition). */
export function usedClasses(tsx: string): string[] {
  const fixedWords = (template: string) => template.replace(/\S*\$\{[^}]*\}\S*/g, ' ');
  const values = [
    ...[...tsx.matchAll(/className="([^"]*)"/g)].map((match) => match[1] ?? ''),
    ...[...tsx.matchAll(/className=\{`([^`]*)`\}/g)].map((match) => fixedWords(match[1] ?? '')),
    // In a condition, the quoted results (not what is compared: `kind === 'failed' ? … : …`).
    ...[...tsx.matchAll(/className=\{([^`}]*)\}/g)].flatMap(([, expression = '']) =>
      [...expression.matchAll(/([=!]==)?\s*'([^']*)'/g)]
        .filter(([, compared]) => !compared)
        .map((match) => match[2] ?? ''),
    ),
  ];
  return values.flatMap((value) => value.split(/\s+/)).filter(Boolean);
}

describe('the classes the apps use', () => {
  it('finds the class names of className attributes, conditions and templates', () => {
    const tsx = [
      '<a className="btn btn-primary" />',
      "<b className={kind === 'failed' ? 'show' : 'd-none'} />",
      '<i className={`mv-icon mv-icon--${name} small`} />',
    ].join('');
    expect(usedClasses(tsx)).toEqual(['btn', 'btn-primary', 'mv-icon', 'small', 'show', 'd-none']);
  });

  it('are all defined by the stylesheets the site compiles', () => {
    const defined = definedClasses();
    const missing = appDirs
      .flatMap((dir) => filesBelow(path.join(repoRoot, dir), '.tsx'))
      .flatMap((file) =>
        usedClasses(readFileSync(file, 'utf8'))
          .filter((name) => !defined.has(name) && !unstyled.has(name))
          .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
      );
    expect([...new Set(missing)]).toEqual([]);
  }, 30_000);
});
