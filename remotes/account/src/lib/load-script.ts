import { patience } from '@mediavelocity/contract';

export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
}

export interface LoadScriptOptions {
  /** True once the script has run (the global or element it defines exists): nothing is added then. */
  readonly isLoaded?: () => boolean;
  /**
   * How long the script (and what it sets up) may take before the page shows its fallback instead: by default the
   * providers' bound in force (PROVIDER_GIVE_UP_MS, see patience.ts).
   */
  readonly timeoutMs?: number;
}

/** The signature pages take, so tests can hand them a fake. */
export type LoadScript = (src: string, options?: LoadScriptOptions) => Promise<void>;

/** Per src, for the page's lifetime: a second visit to a page reuses the script instead of adding it again. */
const loads = new Map<string, Promise<void>>();

/**
 * Adds `<script async src>` to the head, once per src. It rejects on a network error or after `timeoutMs`; then the
 * failed element is removed and forgotten, so a later call (a Retry) tries again with a fresh one.
 */
export const loadScript: LoadScript = (src, { isLoaded, timeoutMs = patience().providerGiveUpMs } = {}) => {
  if (isLoaded?.()) return Promise.resolve();
  const known = loads.get(src);
  if (known) return known;

  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (message: string) => {
      settle();
      script.remove();
      loads.delete(src);
      reject(new ScriptLoadError(message));
    };
    const timer = setTimeout(() => fail(`${src} did not load within ${timeoutMs} ms.`), timeoutMs);
    script.onload = () => {
      settle();
      resolve();
    };
    script.onerror = () => fail(`${src} could not be loaded.`);
    script.async = true;
    script.src = src;
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
};
