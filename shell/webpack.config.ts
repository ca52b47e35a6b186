import type webpack from 'webpack';
import { createFederatedConfig } from '../tooling/webpack/create-config';
import { eagerCompile } from '../tooling/webpack/plugins';

const federated = createFederatedConfig({ app: 'shell', dir: __dirname });

/** React DOM's client: the chunk of the shared library every page runs at start-up. */
const isReactDomClient = (compilation: webpack.Compilation, chunk: webpack.Chunk) =>
  compilation.chunkGraph
    .getChunkModules(chunk)
    .some((module) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(module.nameForCondition() ?? ''));

export default (...args: Parameters<typeof federated>): ReturnType<typeof federated> => {
  const config = federated(...args);
  // The app's entry and React DOM run as soon as they arrive: compiled as they stream in, their first run is shorter
  // (Lighthouse's total blocking time, docs/performance.md).
  const startup = eagerCompile('entry or React DOM chunk', (compilation) =>
    [...compilation.chunks].filter((chunk) => chunk.name === 'main' || isReactDomClient(compilation, chunk)),
  );
  return { ...config, plugins: [...(config.plugins ?? []), startup] };
};
