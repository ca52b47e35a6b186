/**
 * gzip sizes of what a page loaded. Lighthouse's transfer sizes are not gzip: the emulator answers Chrome with Brotli,
 * and each response also counts its headers (the shell site's Content-Security-Policy alone is ~2 KB). So the bench
 * fetches each script and style sheet once more and gzips the body at level 9: the "gzip" of the byte budget.
 */
import { gzipSize } from './composition';
import { isLocalUrl } from './lhr';

export type GzipCache = Map<string, number | null>;

/** Fills `cache` with the gzip -9 size of each local URL not in it yet (null when it could not be fetched). */
export async function measureGzip(urls: Iterable<string>, cache: GzipCache): Promise<void> {
  const todo = [...new Set(urls)].filter((url) => !cache.has(url) && isLocalUrl(url) && /^https?:/.test(url));
  await Promise.all(
    todo.map(async (url) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        cache.set(url, response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : null);
      } catch {
        cache.set(url, null);
      }
    }),
  );
}

export const gzipLookup =
  (cache: GzipCache) =>
  (url: string): number | undefined =>
    cache.get(url) ?? undefined;
