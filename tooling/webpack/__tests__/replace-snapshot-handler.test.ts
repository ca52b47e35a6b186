import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as standIn from '../../federation/snapshot-handler';
import {
  replaceSnapshotHandler,
  SNAPSHOT_HANDLER_REQUEST,
  SNAPSHOT_HANDLER_STAND_IN,
} from '../replace-snapshot-handler';

// The ES module build of runtime-core, which webpack bundles (jest gets its CommonJS build).
const runtimeCoreDist = path.dirname(require.resolve('@module-federation/runtime-core'));
const original = path.join(runtimeCoreDist, 'plugins/snapshot/SnapshotHandler.js');

function esModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return esModules(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/** Every module of runtime-core that imports the SnapshotHandler module, with the request it imports it by. */
function importsOfTheHandler(): { readonly context: string; readonly request: string }[] {
  return esModules(runtimeCoreDist).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from "(\.[^"]*\/SnapshotHandler\.js)"/g)].map((match) => ({
      context: path.dirname(file),
      request: match[1] ?? '',
    })),
  );
}

describe('the shell build: the federation runtime without its snapshot handler', () => {
  it('points every import of the handler inside runtime-core at the stand-in', () => {
    const imports = importsOfTheHandler();
    expect(imports.length).toBeGreaterThanOrEqual(2);
    for (const resolveData of imports) {
      expect(SNAPSHOT_HANDLER_REQUEST.test(resolveData.request)).toBe(true);
      const replaced = { ...resolveData };
      replaceSnapshotHandler(replaced);
      expect(replaced.request).toBe(SNAPSHOT_HANDLER_STAND_IN);
    }
  });

  it('leaves a module of the same name outside runtime-core alone', () => {
    const elsewhere = { context: path.join(__dirname, 'src'), request: './plugins/snapshot/SnapshotHandler.js' };
    replaceSnapshotHandler(elsewhere);
    expect(elsewhere.request).toBe('./plugins/snapshot/SnapshotHandler.js');
  });

  it("exports every name runtime-core's own handler module does", () => {
    const exported = /export \{([^}]*)\}/.exec(readFileSync(original, 'utf8'))?.[1] ?? '';
    const names = exported.split(',').map((name) => name.trim().split(' as ').at(-1) ?? '');
    expect(names).toContain('SnapshotHandler');
    expect(Object.keys(standIn).sort()).toEqual(names.filter(Boolean).sort());
  });

  it('registers plugins on its hooks and says so when asked for a snapshot', async () => {
    const handler = new standIn.SnapshotHandler();
    handler.hooks.applyPlugin({ name: 'a plugin' });
    expect([...handler.hooks.plugins.keys()]).toEqual(['a plugin']);
    handler.hooks.removePlugin('a plugin');
    expect(handler.hooks.plugins.size).toBe(0);
    handler.manifestCache.delete('http://remote.test/mf-manifest.json');
    await expect(handler.loadRemoteSnapshotInfo()).rejects.toThrow(/not built into this shell/);
    expect(standIn.getGlobalRemoteInfo()).toEqual({ hostGlobalSnapshot: undefined });
  });
});
