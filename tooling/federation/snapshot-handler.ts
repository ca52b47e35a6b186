/**
 * What the shell's build uses in place of the federation runtime's `SnapshotHandler` (runtime-core's
 * `dist/plugins/snapshot/SnapshotHandler.js`, swapped for this file by tooling/webpack/create-config.ts).
 *
 * A snapshot describes a remote from its manifest, for the runtime to load or preload it by. The shell never asks for
 * one: it reads the manifests itself and registers each remote by its entry (shell/src/federation/remote-registry.ts),
 * and it is built with `disableSnapshot`, which leaves out the plugins that would. Yet every federation instance
 * creates the handler, so its code (with the SDK's manifest-to-snapshot converter) was 2 KB gzip of every first load.
 *
 * Kept is what the runtime touches: the hooks every plugin is registered with (none of the site's plugins has a
 * snapshot hook), the manifest cache a removed remote is dropped from, and `getGlobalRemoteInfo`, which finds no
 * snapshot since none is ever added. The one method that would load a snapshot, only called by `preloadRemote` (which
 * the site does not use), says so instead. The exports are checked against runtime-core's own by a test.
 */

/**
 * The part of runtime-core's PluginSystem the runtime calls on the handler's hooks. It has no lifecycle: a plugin's
 * snapshot hooks would never be called, since nothing here loads a snapshot.
 */
interface SnapshotHooks {
  readonly lifecycle: Record<string, never>;
  readonly plugins: Map<string, { readonly name: string }>;
  applyPlugin(plugin: { readonly name: string }): void;
  removePlugin(pluginName: string): void;
}

export class SnapshotHandler {
  readonly manifestCache = new Map<string, unknown>();
  readonly hooks: SnapshotHooks = {
    lifecycle: {},
    plugins: new Map(),
    applyPlugin(plugin) {
      this.plugins.set(plugin.name, plugin);
    },
    removePlugin(pluginName) {
      this.plugins.delete(pluginName);
    },
  };

  loadRemoteSnapshotInfo(): Promise<never> {
    return Promise.reject(
      new Error('Remote snapshots are not built into this shell: see tooling/federation/snapshot-handler.ts.'),
    );
  }
}

/** No remote has a snapshot, so neither has its host. */
export function getGlobalRemoteInfo(): { readonly hostGlobalSnapshot: undefined } {
  return { hostGlobalSnapshot: undefined };
}
