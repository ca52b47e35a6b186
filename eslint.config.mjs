// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apps = ['shell', 'remotes/portfolio', 'remotes/tools', 'remotes/account'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'hosting/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/**'],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
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
    // The router facade (and its links) is what `react-router-dom` resolves to in the builds and in jest; it alone
    // imports react-router itself, as does the jest helper that mounts pages in a memory router.
    files: ['tooling/federation/*.ts', 'tooling/federation/*.tsx', 'tooling/jest/render.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
