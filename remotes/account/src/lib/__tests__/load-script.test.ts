import { PROVIDER_GIVE_UP_MS } from '@mediavelocity/contract';
import { loadScript, ScriptLoadError } from '../load-script';

// The cache lasts for the page (this file), so each test uses its own URL.
const scriptsFor = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

function onlyScript(src: string): HTMLScriptElement {
  const scripts = scriptsFor(src);
  expect(scripts).toHaveLength(1);
  return scripts[0] as HTMLScriptElement;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('loadScript', () => {
  it('adds one async script for any number of calls, and every call resolves once it has loaded', async () => {
    const src = 'https://scripts.example.test/once.js';
    const first = loadScript(src);
    const second = loadScript(src);
    const script = onlyScript(src);
    expect(script.async).toBe(true);

    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    // A later visit to the page reuses it too.
    await expect(loadScript(src)).resolves.toBeUndefined();
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it('adds nothing when what the script defines is already there', async () => {
    const src = 'https://scripts.example.test/already-there.js';
    await expect(loadScript(src, { isLoaded: () => true })).resolves.toBeUndefined();
    expect(scriptsFor(src)).toHaveLength(0);
  });

  it('rejects on a load error and removes the failed element', async () => {
    const src = 'https://scripts.example.test/blocked.js';
    const load = loadScript(src);
    onlyScript(src).dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(new ScriptLoadError(`${src} could not be loaded.`));
    expect(scriptsFor(src)).toHaveLength(0);
  });

  it('rejects after the timeout and removes the element', async () => {
    jest.useFakeTimers();
    const src = 'https://scripts.example.test/slow.js';
    const load = loadScript(src, { timeoutMs: 5_000 });
    const settled = jest.fn();
    load.catch(settled);

    jest.advanceTimersByTime(4_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(scriptsFor(src)).toHaveLength(1);

    jest.advanceTimersByTime(1);
    await expect(load).rejects.toThrow(`${src} did not load within 5000 ms.`);
    expect(scriptsFor(src)).toHaveLength(0);
  });

  it('times out after PROVIDER_GIVE_UP_MS by default', async () => {
    jest.useFakeTimers();
    const src = 'https://scripts.example.test/default-timeout.js';
    const load = loadScript(src);
    jest.advanceTimersByTime(PROVIDER_GIVE_UP_MS);
    await expect(load).rejects.toBeInstanceOf(ScriptLoadError);
  });

  it('tries again with a fresh element after a failure (Retry)', async () => {
    const src = 'https://scripts.example.test/flaky.js';
    const failed = loadScript(src);
    const firstElement = onlyScript(src);
    firstElement.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(ScriptLoadError);

    const retried = loadScript(src);
    const secondElement = onlyScript(src);
    expect(secondElement).not.toBe(firstElement);
    secondElement.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeUndefined();
  });
});
