/**
 * The shell build swaps the federation runtime's SnapshotHandler for a stand-in without its code (see
 * tooling/federation/snapshot-handler.ts for why that is safe here).
 */
import path from 'node:path';

/** How runtime-core's own modules import its SnapshotHandler (see tooling/federation/snapshot-handler.ts). */
export const SNAPSHOT_HANDLER_REQUEST = /^\.\.?\/plugins\/snapshot\/SnapshotHandler\.js$/;
export const SNAPSHOT_HANDLER_STAND_IN = path.join(__dirname, '../federation/snapshot-handler.ts');

/** Points runtime-core's imports of its SnapshotHandler (and only runtime-core's) at the stand-in. */
export function replaceSnapshotHandler(resolveData: { context: string; request: string }): void {
  const fromRuntimeCore = /[\\/]@module-federation[\\/]runtime-core[\\/]dist(?:[\\/]|$)/.test(resolveData.context);
  if (fromRuntimeCore && SNAPSHOT_HANDLER_REQUEST.test(resolveData.request)) {
    resolveData.request = SNAPSHOT_HANDLER_STAND_IN;
  }
}
