/**
 * The shell's runtime plugin (the shell is the only host). It does two things for every federation instance of the
 * page, the shell's own and the remotes' (it is registered globally, so the remotes' instances, created later from the
 * runtime core it hands them, get it too):
 *
 * - It hands the shell's own copy of the federation runtime core to the remotes, which are built with
 *   `externalRuntime` and so do not carry one each (17 KB gzip less per remote entry). Unlike the stock
 *   inject-external-runtime-core-plugin, which bundles a second, prebuilt copy, this reuses the very module the
 *   shell's runtime already runs. A remote's entry then runs on the shell's runtime whatever version it was built
 *   against: each remote's manifest records that version and the shell refuses one of another major.minor
 *   (@mediavelocity/contract's federationRuntimeIncompatibility; `npm run check:remotes` reports it too).
 * - It resolves each shared library (react, react-dom, the router) in a task of its own. Started together, as a page's
 *   chunks are, the runtime resolves them in one unbroken run of promise callbacks: a long task that delays any input
 *   the page gets meanwhile. A macrotask before each keeps every piece short, at the cost of one timer per library
 *   while its chunk is being fetched anyway.
 * - It gives up on a remote's entry after the give-up bound in force (GIVE_UP_MS unless the runtime config says
 *   otherwise; the runtime's own limit is 20 s), as the shell gives up on the
 *   page (shell/src/federation/remote-registry.ts): a Retry after the "unavailable" panel then asks the host afresh
 *   instead of joining the same stuck request.
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
