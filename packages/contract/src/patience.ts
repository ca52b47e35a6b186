/**
 * How long any part of the site waits on something it does not control (a remote's host, the identity service, a
 * provider's script, the video player) before telling the visitor. One pair of numbers for every app, so a slow host
 * feels the same wherever it is met.
 */

/** Past this, a calm "this is taking longer than usual" notice (counted from when the visitor asked). */
export const SLOW_NOTICE_MS = 3000;

/**
 * Past this, a request to one of the site's own hosts (a remote's manifest, entry or chunk; its settings) is given up,
 * and the part shows its explained fallback (for a remote's page, the "temporarily unavailable" panel with Retry).
 * Five seconds: a host that does not answer is given up within 8 s of the site asking it, even where it answered the
 * manifest and then hangs on the next file; one that answers every request within it, however slowly, gets its page
 * shown. (A page load asks its remote a second or two in, once the page has painted and the app has started.)
 */
export const GIVE_UP_MS = 5000;

/**
 * The same for a provider's script or service (the payment button, the contact form, the identity service, the video
 * player): bigger files from farther away, and nothing of the page waits on them, so they are given longer.
 */
export const PROVIDER_GIVE_UP_MS = 8000;

/** A wait that was given up: what did not answer, and after how long. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Rejects with a {@link TimeoutError} naming `what` once `promise` has not settled within `ms` (a timer, so a test's
 * fake clock can run it). The promise itself goes on; a late answer is simply not waited for.
 */
export function withinTime<T>(promise: Promise<T>, what: string, ms = GIVE_UP_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fetches JSON, giving up after `ms` with a {@link TimeoutError}, the body included: a host that trickles its answer is
 * as slow as one that sends none. (An abort signal from a timer rather than `AbortSignal.timeout`, which a test's fake
 * clock cannot advance.) A status other than 2xx rejects, naming it.
 */
export async function fetchJsonWithinTime(url: string, ms = GIVE_UP_MS): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new TimeoutError(`${url} did not answer within ${ms / 1000} s.`)),
    ms,
  );
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}
