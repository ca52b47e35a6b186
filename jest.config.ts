/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import { apps } from './tooling/apps';

const testing = path.join(__dirname, 'packages/testing/src');

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** One jest project per app: jsdom, SWC transpiling (types are checked by `npm run typecheck`), assets stubbed. */
function app(displayName: string, dir: string): Config {
  return {
    displayName,
    rootDir: path.join(__dirname, dir),
    // jsdom with Node's own fetch, Request and streams, which the data router needs.
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform,
    // react-photo-album and photoswipe ship only ES modules; SWC turns them into CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(react-photo-album|photoswipe)/)'],
    moduleNameMapper: {
      // What the apps get at run time: the curated router surface (see packages/federation/src/react-router.ts).
      '^react-router-dom$': path.join(__dirname, 'packages/federation/src/react-router.ts'),
      '\\.s?css$': path.join(testing, 'style-stub.cjs'),
      '\\.(png|jpe?g|webp|avif|svg|woff2?)$': path.join(testing, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(testing, 'setup.ts')],
  };
}

const config: Config = {
  // Every core: jest's default leaves one free, which on a two-core machine means one worker for CPU-bound tests.
  // No test shares a port or a folder with another (port 0, mkdtemp).
  maxWorkers: '100%',
  // Room for a few of testing-library's 4 s waits (packages/testing/src/setup.ts) on a loaded machine.
  testTimeout: 15_000,
  projects: [
    app('contract', 'packages/contract'),
    app('federation', 'packages/federation'),
    ...Object.entries(apps).map(([name, { dir }]) => app(name, dir)),
    {
      // The account remote's Cloud Functions codebase and its Stripe stand-in: Node, no DOM.
      displayName: 'account-functions',
      rootDir: path.join(__dirname, 'remotes/account/functions'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,stand-in}/**/*.test.ts'],
      transform,
    },
    {
      displayName: 'tooling',
      rootDir: __dirname,
      testEnvironment: 'node',
      // With the unit tests of the browser tests' own helpers (e2e/__tests__).
      testMatch: ['<rootDir>/{tooling,e2e}/**/*.test.ts'],
      transform,
      // These ship only ES modules; SWC turns them into CommonJS like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(parse5|entities|markdown-table|nano-spawn)/)'],
    },
  ],
};

export default config;
