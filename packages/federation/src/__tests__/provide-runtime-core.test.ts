/** @jest-environment node */
// In Node, not jsdom: it checks the installed packages with tooling's helpers, which load esbuild (jsdom breaks it).
import path from 'node:path';
import {
  Global,
  ModuleFederation,
  resetFederationGlobalInfo,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';
import { installedVersion } from '../../../../tooling/webpack/plugins';
import provideRuntimeCore from '../provide-runtime-core';

const chart = { name: 'a shared library' };

function host(plugins: ModuleFederationRuntimePlugin[]) {
  return new ModuleFederation({
    name: 'host',
    remotes: [],
    plugins,
    shared: { chart: { version: '1.0.0', lib: () => chart, shareConfig: { singleton: true, requiredVersion: false } } },
  });
}

/** Lets every promise callback that is queued (and those they queue) run, without letting any timer fire. */
async function drainMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/** Starts loading the shared library on `instance`; `loaded()` tells whether it has resolved, `result` with what. */
function startLoading(instance: ModuleFederation) {
  let settled = false;
  const result = instance.loadShare('chart').then((factory) => {
    settled = true;
    return factory;
  });
  return { loaded: () => settled, result };
}

// Run against the real runtime-core: after a @module-federation upgrade, a failure here means its beforeLoadShare hook
// no longer runs (or no longer waits) before a shared library resolves; the macrotask per library in
// packages/federation/src/provide-runtime-core.ts then does nothing, and its use must be re-checked or the hook
// dropped.
describe('the shell runtime plugin: shared libraries in tasks of their own (the beforeLoadShare macrotask)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    resetFederationGlobalInfo();
  });

  it('resolves a shared library only after a macrotask', async () => {
    const loading = startLoading(host([provideRuntimeCore()]));

    await drainMicrotasks();
    expect(loading.loaded()).toBe(false);

    await jest.runOnlyPendingTimersAsync();
    const factory = await loading.result;
    expect(loading.loaded()).toBe(true);
    expect(factory && factory()).toBe(chart);
  });

  it("also applies to instances created after it, as the remotes' are", async () => {
    provideRuntimeCore();
    const loading = startLoading(host([]));

    await drainMicrotasks();
    expect(loading.loaded()).toBe(false);
    await jest.runOnlyPendingTimersAsync();
    await loading.result;
    expect(loading.loaded()).toBe(true);
  });

  it('is what makes the difference: without it the library resolves in the same task', async () => {
    const loading = startLoading(host([]));

    await drainMicrotasks();
    expect(loading.loaded()).toBe(true);
  });
});

describe('the shell runtime plugin: the runtime core the remotes run on', () => {
  interface Stamped {
    _FEDERATION_RUNTIME_CORE?: { readonly ModuleFederation?: unknown };
    _FEDERATION_RUNTIME_CORE_FROM?: { readonly name: string; readonly version: string };
  }
  const global = Global as Stamped;
  afterEach(() => {
    delete global._FEDERATION_RUNTIME_CORE;
    delete global._FEDERATION_RUNTIME_CORE_FROM;
    resetFederationGlobalInfo();
  });

  it('hands over its runtime core, stamped with the app and the version as the stock plugin stamps it', () => {
    host([provideRuntimeCore()]);
    expect(global._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(ModuleFederation);
    const installed = installedVersion('@module-federation/runtime-core');
    expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'host', version: installed });
  });
});

describe('one version of the federation packages', () => {
  // A remote's manifest records runtime-core's version as the runtime its entry was built for; the entry's bundler
  // runtime comes from enhanced. Were they of different versions, that record (and the shell's check of it) would lie.
  it('enhanced, its bundler runtime and runtime-core are installed at one version', () => {
    const names = [
      '@module-federation/enhanced',
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/runtime',
      '@module-federation/runtime-core',
    ];
    const core = installedVersion('@module-federation/runtime-core');
    // Resolved as the build resolves them: from enhanced, under which npm may nest its own runtime packages.
    const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
    expect(Object.fromEntries(names.map((name) => [name, installedVersion(name, enhanced)]))).toEqual(
      Object.fromEntries(names.map((name) => [name, core])),
    );
  });
});
