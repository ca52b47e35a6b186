import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as facade from '../federation/react-router';
import { repoRoot } from '../env';

/** Every .ts/.tsx file below `dir` that ships (tests and generated data aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) a file imports from react-router-dom. */
function routerImports(text: string): string[] {
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)].flatMap(
    ([, typeOnly, names = '']) =>
      typeOnly
        ? []
        : names
            .split(',')
            .map((name) => name.trim().replace(/\s+as\s+\w+$/, ''))
            .filter((name) => name && !name.startsWith('type ')),
  );
}

const appDirs = [
  'shell/src',
  'remotes/portfolio/src',
  'remotes/tools/src',
  'remotes/account/src',
  'packages/contract/src',
];

describe('the shared router facade', () => {
  // A shared module's exports are not checked at build time (its consumers see it only at run time), so a name
  // missing from the facade would build and then throw on the page. This is that check.
  it('exports every router name the apps import', () => {
    const exported = new Set(Object.keys(facade));
    const missing = appDirs
      .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .flatMap((file) =>
        routerImports(readFileSync(file, 'utf8'))
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(routerImports("import { Link, type LinkProps, useLocation } from 'react-router-dom';")).toEqual([
      'Link',
      'useLocation',
    ]);
    expect(routerImports("import type { RouteObject } from 'react-router-dom';")).toEqual([]);
    expect(routerImports("import { Router, UNSAFE_createBrowserHistory as history } from 'react-router-dom';")).toEqual(
      ['Router', 'UNSAFE_createBrowserHistory'],
    );
  });
});
