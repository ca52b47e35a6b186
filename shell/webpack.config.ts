import type webpack from 'webpack';
import { createFederatedConfig } from '../tooling/webpack/create-config';
import { eagerCompile } from '../tooling/webpack/plugins';

const federated = createFederatedConfig({ app: 'shell', dir: __dirname });

/** The chunks of the app (behind the entry's async boundary) and of React DOM's client, which every page runs at once. */
const STARTUP_MODULE = /[\\/](?:shell[\\/]src[\\/]bootstrap\.tsx?|react-dom[\\/]cjs[\\/]react-dom-client\.[\w.]+\.js)$/;
const runsAtStartup = (compilation: webpack.Compilation, chunk: webpack.Chunk) =>
  chunk.name === 'main' ||
  compilation.chunkGraph.getChunkModules(chunk).some((module) => STARTUP_MODULE.test(module.nameForCondition() ?? ''));

export default (...args: Parameters<typeof federated>): ReturnType<typeof federated> => {
  const config = federated(...args);
  // The entry, the app and React DOM run as soon as they arrive: compiled as they stream in, their first run is
  // shorter (Lighthouse's total blocking time, docs/performance.md).
  const startup = eagerCompile('entry, app or React DOM chunk', (compilation) =>
    [...compilation.chunks].filter((chunk) => runsAtStartup(compilation, chunk)),
  );
  return { ...config, plugins: [...(config.plugins ?? []), startup] };
};
