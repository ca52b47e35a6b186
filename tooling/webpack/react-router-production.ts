import path from 'node:path';

/**
 * react-router's package exports resolve to its development build under every condition webpack uses (there is no
 * `production` condition); its production build (no dev-only warnings and checks) sits beside it with the same API,
 * at a path the package does not promise. Every app's production build aliases `react-router` to it
 * (tooling/webpack/create-config.ts); tooling/__tests__/router-facade.test.ts fails when react-router moves out of
 * the versions this was checked against, or the file no longer is that build.
 */
export const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] })),
  'dist/production/index.mjs',
);
