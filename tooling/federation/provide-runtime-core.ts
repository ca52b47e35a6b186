/**
 * A runtime plugin of the shell (the only consumer): it hands its own copy of the federation runtime core to the
 * remotes, which are built with `externalRuntime` and so do not carry one each. Unlike the stock
 * inject-external-runtime-core-plugin, which bundles a second, prebuilt copy, this reuses the very module the shell's
 * runtime already runs.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
}

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'mediavelocity-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeCoreGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
