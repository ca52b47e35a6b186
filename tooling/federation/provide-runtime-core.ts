/**
 * The shell's runtime plugin (the shell is the only host). It does two things for every federation instance of the
 * page, the shell's own and the remotes' (it is registered globally, so the remotes' instances, created later from the
 * runtime core it hands them, get it too):
 *
 * - It hands the shell's own copy of the federation runtime core to the remotes, which are built with
 *   `externalRuntime` and so do not carry one each. Unlike the stock inject-external-runtime-core-plugin, which bundles
 *   a second, prebuilt copy, this reuses the very module the shell's runtime already runs.
 * - It resolves each shared library (react, react-dom, the router) in a task of its own. Started together, as a page's
 *   chunks are, the runtime resolves them in one unbroken run of promise callbacks: a long task that delays any input
 *   the page gets meanwhile. A macrotask before each keeps every piece short, at the cost of one timer per library
 *   while its chunk is being fetched anyway.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
}

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'mediavelocity-shell',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeCoreGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
    async beforeLoadShare(args) {
      await new Promise((resolve) => setTimeout(resolve));
      return args;
    },
  };
  runtimeCore.registerGlobalPlugins([plugin]);
  return plugin;
}
