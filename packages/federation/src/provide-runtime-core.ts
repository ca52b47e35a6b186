/**
 * The shell's runtime plugin, registered globally, so the remotes' federation instances (created later from the
 * runtime core it hands them) get it too. It:
 *
 * - hands the shell's own copy of the federation runtime core to the remotes, built with `externalRuntime` (17 KB gzip
 *   less per remote entry); unlike the stock inject-external-runtime-core-plugin, which bundles a second prebuilt copy,
 *   it reuses the module the shell already runs. The shell refuses a remote built against another major.minor
 *   (compatibility.ts's federationRuntimeIncompatibility; `npm run check:remotes` reports it too).
 * - resolves each shared library in a task of its own: started together, as a page's chunks are, they would resolve in
 *   one unbroken run of promise callbacks, a long task that delays any input meanwhile (without it, a page at
 *   Lighthouse's 4× CPU has one long task more: docs/performance.md).
 * - gives up on a remote's entry after the give-up bound in force (GIVE_UP_MS unless the runtime config says
 *   otherwise; the runtime's own limit is 20 s): the one bound of that wait (shell/src/federation/remote-registry.ts),
 *   and the stuck request is dropped, so a Retry asks the host afresh instead of joining it.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
// The module itself, not the package's index: this plugin runs before the shared libraries are negotiated, and the
// index brings React with it.
import { patience } from '@mediavelocity/contract/src/patience';

/** Where the stock inject-external-runtime-core-plugin puts the runtime core, and which app and version it is. */
interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
  _FEDERATION_RUNTIME_CORE_FROM?: { readonly name: string; readonly version: string };
}

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'mediavelocity-shell',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeCoreGlobal;
      if (!global._FEDERATION_RUNTIME_CORE) {
        // Stamped as the stock plugin stamps it. The remotes' entries do not check it: the shell refuses a remote
        // built against another runtime from its manifest (shell/src/federation/remote-registry.ts).
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: args.origin.version };
      }
      return args;
    },
    async beforeLoadShare(args) {
      await new Promise((resolve) => setTimeout(resolve));
      return args;
    },
    createScript({ url }) {
      // Made here to set the timeout; the runtime's own element would be fetched with high priority too.
      const script = document.createElement('script');
      script.src = url;
      script.fetchPriority = 'high';
      return { script, timeout: patience().giveUpMs };
    },
  };
  runtimeCore.registerGlobalPlugins([plugin]);
  return plugin;
}
