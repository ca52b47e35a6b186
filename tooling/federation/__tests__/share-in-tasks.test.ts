import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import shareInTasks from '../share-in-tasks';

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

describe('shareInTasks (runtime plugin)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves a shared library only after a macrotask', async () => {
    let loaded = false;
    const pending = host([shareInTasks()])
      .loadShare('chart')
      .then((factory) => {
        loaded = true;
        return factory;
      });

    await drainMicrotasks();
    expect(loaded).toBe(false);

    await jest.runOnlyPendingTimersAsync();
    const factory = await pending;
    expect(loaded).toBe(true);
    expect(factory && factory()).toBe(chart);
  });

  it('is what makes the difference: without it the library resolves in the same task', async () => {
    let loaded = false;
    void host([])
      .loadShare('chart')
      .then(() => {
        loaded = true;
      });

    await drainMicrotasks();
    expect(loaded).toBe(true);
  });
});
