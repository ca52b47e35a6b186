/**
 * gzip sizes of what a page loaded. Lighthouse's transfer sizes are not gzip: the emulator answers Chrome with Brotli,
 * and each response also counts its headers (the shell site's Content-Security-Policy alone is ~2 KB). So the bench
 * fetches each script and style sheet once more and gzips the body at level 9: the "gzip" of the byte budget.
 */
import { gzipSize } from './composition';
import { isLocalUrl } from './lhr';

/**
 * The gzip -9 size of each local URL's body, each fetched once: undefined for a URL that is not local or could not be
 * fetched (its transfer size is then counted instead, see gzipSum).
 */
export async function gzipSizes(urls: Iterable<string>): Promise<(url: string) => number | undefined> {
  const sizes = new Map<string, number>();
  const local = [...new Set(urls)].filter((url) => isLocalUrl(url) && /^https?:/.test(url));
  await Promise.all(
    local.map(async (url) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        if (response.ok) sizes.set(url, gzipSize(Buffer.from(await response.arrayBuffer())));
      } catch {
        // Unsized, like an answer that is not OK.
      }
    }),
  );
  return (url) => sizes.get(url);
}
