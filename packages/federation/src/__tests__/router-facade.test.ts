/** @jest-environment node */
// In Node, not jsdom: it checks the installed packages with tooling's helpers, which load esbuild (jsdom breaks it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { repoRoot } from '../../../../tooling/env';
import { moduleRules, ROUTER_PURE_REPLACEMENTS } from '../../../../tooling/webpack/create-config';
import { installedVersion } from '../../../../tooling/webpack/plugins';
import * as facade from '../react-router';

/**
 * The react-router versions the router facade was checked against. It relies on what react-router does not promise:
 * `UNSAFE_createBrowserHistory` (shell/src/app/site-router.tsx), `UNSAFE_NavigationContext` holding the router's
 * history (packages/federation/src/links.tsx navigates through it), and NavLink's rule for the active link and Link's
 * handling of a click (reproduced in links.tsx). A react-router outside this range fails the test below until those
 * are checked.
 */
const CHECKED_REACT_ROUTER = '>=7.18.5 <7.19.0';

const ROUTER_UPGRADE_STEPS = [
  `the router facade (packages/federation/src/react-router.ts) was checked against react-router ${CHECKED_REACT_ROUTER}.`,
  'Before widening CHECKED_REACT_ROUTER in packages/federation/src/__tests__/router-facade.test.ts,',
  'check in the new version:',
  '(1) UNSAFE_createBrowserHistory still exists and works as BrowserRouter uses it (shell/src/app/site-router.tsx);',
  "(2) UNSAFE_NavigationContext still holds the router's history as `navigator`, with push, replace and go, as",
  '    packages/federation/src/links.tsx uses it (useNavigate);',
  "(3) NavLink's active rule and Link's click handling are still what packages/federation/src/links.tsx reproduces;",
  "(4) react-router's Link, NavLink and Form are still made as ROUTER_PURE_REPLACEMENTS (tooling/webpack/create-config.ts)",
  '    expects, so that the build can drop them;',
  'then run jest, `npm run build:local` and e2e/navigation.spec.ts and e2e/budget.spec.ts.',
].join('\n');

/** The names a module's text re-exports from `from`. */
function reExports(text: string, from: string): string[] {
  const pattern = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, names = '']) =>
    names
      .replace(/\/\/.*$/gm, '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

/** Every .ts/.tsx file below `dir` that ships (tests and generated data aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) a file imports from `from`, by their exported names. */
function imports(text: string, from: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, typeOnly, names = '']) =>
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

describe('the router facade against the installed react-router', () => {
  const version = installedVersion('react-router');

  it('is the react-router version the facade was checked against', () => {
    const problem = satisfy(version, CHECKED_REACT_ROUTER)
      ? undefined
      : `react-router ${version} is installed, but ${ROUTER_UPGRADE_STEPS}`;
    expect(problem).toBeUndefined();
  });

  it('exports from react-router every name the facade takes from it', () => {
    const source = (file: string) => readFileSync(path.join(repoRoot, 'packages/federation/src', file), 'utf8');
    const taken = [
      ...reExports(source('react-router.ts'), 'react-router'),
      ...imports(source('links.tsx'), 'react-router'),
    ];
    expect(taken).toEqual(
      expect.arrayContaining(['Router', 'UNSAFE_createBrowserHistory', 'UNSAFE_NavigationContext', 'useLocation']),
    );
    // The package itself, as the facade imports it (the apps may import only the facade).
    const exported = new Set(Object.keys(jest.requireActual<Record<string, unknown>>('react-router')));
    expect(taken.filter((name) => !exported.has(name))).toEqual([]);
  });

  it("lets the build drop react-router's own Link, NavLink and Form", () => {
    // The files the build bundles: the package's ES modules, as webpack resolves `react-router` (its `module` entry).
    const dist = path.dirname(require.resolve('react-router/package.json'));
    const entry = path.join(dist, JSON.parse(readFileSync(path.join(dist, 'package.json'), 'utf8')).module as string);
    const chunks = readdirSync(path.dirname(entry)).filter((file) => /^chunk-\w+\.mjs$/.test(file));
    const text = chunks.map((file) => readFileSync(path.join(path.dirname(entry), file), 'utf8')).join('\n');
    const matched = ROUTER_PURE_REPLACEMENTS.map(({ search }) => [...text.matchAll(search)].map(([, name]) => name));
    expect(matched).toEqual(ROUTER_PURE_REPLACEMENTS.map(() => ['Link', 'NavLink', 'Form']));
    // And the build's rule applies them to those files.
    const rule = moduleRules()?.rules?.find(
      (each) => typeof each === 'object' && each?.loader === 'string-replace-loader',
    );
    const applies = (file: string) => rule instanceof Object && rule.test instanceof RegExp && rule.test.test(file);
    expect(chunks.filter((file) => !applies(path.join(path.dirname(entry), file)))).toEqual([]);
  });

  it('reads the re-exports as the check above needs', () => {
    expect(reExports("export {\n  matchPath,\n  // why\n  Router,\n} from 'react-router';", 'react-router')).toEqual([
      'matchPath',
      'Router',
    ]);
  });
});

describe('the shared router facade', () => {
  // A shared module's exports are not checked at build time (its consumers see it only at run time), so a name
  // missing from the facade would build and then throw on the page. This is that check.
  it('exports every router name the apps import', () => {
    const exported = new Set(Object.keys(facade));
    const missing = appDirs
      .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .flatMap((file) =>
        imports(readFileSync(file, 'utf8'), 'react-router-dom')
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(
      imports("import { Link, type LinkProps, useLocation } from 'react-router-dom';", 'react-router-dom'),
    ).toEqual(['Link', 'useLocation']);
    expect(imports("import type { RouteObject } from 'react-router-dom';", 'react-router-dom')).toEqual([]);
    expect(
      imports("import { Router, UNSAFE_createBrowserHistory as history } from 'react-router-dom';", 'react-router-dom'),
    ).toEqual(['Router', 'UNSAFE_createBrowserHistory']);
  });
});
