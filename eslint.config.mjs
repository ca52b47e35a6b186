// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// The shell and every folder of remotes/ (this file cannot import tooling/apps.ts; a test holds the two together).
const apps = ['shell', ...readdirSync(`${import.meta.dirname}/remotes`).map((remote) => `remotes/${remote}`)];

// The CSP allows no inline script, and HTML or code built from strings is where XSS gets in: React builds the
// elements, and nothing hands the browser markup or code as text. (One `no-restricted-syntax` list: a later config
// replaces an earlier one's options for the same rule.)
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No dangerouslySetInnerHTML: render elements (XSS, and the CSP forbids the inline code it could carry).',
};
const noHtmlSinks = [
  noRawHtml,
  {
    selector:
      'AssignmentExpression > MemberExpression.left:matches([property.name=/^(innerHTML|outerHTML|srcdoc)$/], [property.value=/^(innerHTML|outerHTML|srcdoc)$/])',
    message: 'No HTML from strings: create elements or set textContent (XSS).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
    message: 'No HTML from strings: create elements (XSS).',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'No document.write: create elements (XSS).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^setAttribute(NS)?$/] > Literal.arguments[value=/^on/i]',
    message: 'No inline event handlers: the CSP blocks them; use addEventListener or a React prop.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'remotes/account/functions/lib/**',
      'hosting/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // The import rules below judge only the imports they can resolve: without TypeScript's extensions, none of ours.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // react-router-dom is the shared singleton; importing react-router directly would bundle a second copy.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import from react-router-dom.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml] },
  },
  {
    // The code that runs in the browser. (Tests may read and reset the jsdom document as they need.)
    files: [
      ...apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'packages/contract/src/**/*.{ts,tsx}',
      'packages/federation/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-syntax': ['error', ...noHtmlSinks],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
    },
  },
  // No app imports another app's source: only federation, or the tiny declared @mediavelocity/contract, crosses.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apps
            .filter((other) => other !== app)
            .map((other) => ({
              target: `./${app}`,
              from: `./${other}`,
              message: 'Apps meet only through federation.',
            })),
        },
      ],
    },
  })),
  {
    // tooling/scripts/ holds the npm commands' entry points: what they share lives in the libraries beside it.
    files: ['tooling/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['./tooling', './e2e'].map((target) => ({
            target,
            from: './tooling/scripts',
            message: 'An entry point is run, not imported: move what is shared into a library.',
          })),
        },
      ],
    },
  },
  {
    // The router facade (and its links) is what `react-router-dom` resolves to in the builds and in jest; it alone
    // imports react-router itself, as does the jest helper that mounts pages in a memory router.
    files: ['packages/federation/src/*.{ts,tsx}', 'packages/testing/src/render.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A focused test (`.only`, jest's `fit` and `fdescribe`) silently skips every other: it is never committed.
    // (Playwright's `forbidOnly` refuses one in a run as well.)
    files: ['**/__tests__/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'only', message: 'No focused tests: run one with -t or -g.' }],
      'no-restricted-globals': [
        'error',
        ...['fit', 'fdescribe'].map((name) => ({ name, message: 'No focused tests: run one with -t.' })),
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
