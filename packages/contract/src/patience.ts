/**
 * How long any part of the site waits on something it does not control (a remote's host, the identity service, a
 * provider's script, the video player) before telling the visitor. One set of numbers for every app, so a slow host
 * feels the same wherever it is met.
 *
 * The numbers below are the site's. The shell's runtime config (`runtime-config.json`, served by the site's own host)
 * may carry others under `patience`, which then hold for the whole page, every remote included (see
 * {@link readPatience}); browser tests answer with short ones, so a fault is waited out in a fraction of the time.
 * That file already decides which code the page runs (the remotes' URLs), so it gives no one a power they did not have.
 * Everything that waits asks {@link patience} when it starts waiting, never at load: nothing of the page is built with
 * the numbers.
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

/** The three bounds, in milliseconds. */
export interface Patience {
  readonly slowNoticeMs: number;
  readonly giveUpMs: number;
  readonly providerGiveUpMs: number;
}

/** The site's own bounds, which hold unless the runtime config says otherwise. */
export const DEFAULT_PATIENCE: Patience = Object.freeze({
  slowNoticeMs: SLOW_NOTICE_MS,
  giveUpMs: GIVE_UP_MS,
  providerGiveUpMs: PROVIDER_GIVE_UP_MS,
});

/** The range a served bound must be in: below it nothing could load, above it a visitor would give up first. */
export const PATIENCE_RANGE_MS = { min: 250, max: 60_000 } as const;

/**
 * Checks served bounds: each a whole number of milliseconds within {@link PATIENCE_RANGE_MS}, and in order (the notice
 * before giving up on the site's hosts, the providers given at least as long). Throws a `TypeError` naming what is
 * wrong; the caller keeps the site's bounds then.
 */
export function readPatience(value: unknown): Patience {
  if (typeof value !== 'object' || value === null) throw new TypeError('"patience" must be an object.');
  const given = value as Partial<Record<keyof Patience, unknown>>;
  const bounds = { ...DEFAULT_PATIENCE };
  for (const key of Object.keys(DEFAULT_PATIENCE) as (keyof Patience)[]) {
    const ms = given[key];
    if (ms === undefined) continue;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < PATIENCE_RANGE_MS.min || ms > PATIENCE_RANGE_MS.max) {
      throw new TypeError(
        `"patience.${key}" must be a whole number of milliseconds from ${PATIENCE_RANGE_MS.min} to ${PATIENCE_RANGE_MS.max}.`,
      );
    }
    bounds[key] = ms;
  }
  if (bounds.slowNoticeMs >= bounds.giveUpMs || bounds.giveUpMs > bounds.providerGiveUpMs) {
    throw new TypeError('"patience" must have slowNoticeMs < giveUpMs <= providerGiveUpMs.');
  }
  return Object.freeze(bounds);
}

/**
 * The bounds in force, kept on the page's global object: the shell and each remote bundle a copy of this module, and
 * all of them must read what the shell was told.
 */
interface PatienceStore {
  bounds: Patience;
  readonly listeners: Set<() => void>;
}

const STORE = Symbol.for('mediavelocity.patience');

function store(): PatienceStore {
  const global = globalThis as typeof globalThis & { [STORE]?: PatienceStore };
  global[STORE] ??= { bounds: DEFAULT_PATIENCE, listeners: new Set() };
  return global[STORE];
}

/** The bounds in force on this page: the site's, or those of the runtime config once the shell has read it. */
export function patience(): Patience {
  return store().bounds;
}

/** Sets the bounds for the whole page (the shell, from its runtime config) and tells whoever waits already. */
export function setPatience(bounds: Patience): void {
  const current = store();
  current.bounds = bounds;
  for (const listener of current.listeners) listener();
}

/** Calls `listener` whenever the bounds change; returns how to stop. */
export function onPatienceChange(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A wait that was given up: what did not answer, and after how long. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Rejects with a {@link TimeoutError} naming `what` once `promise` has not settled within `ms` (a timer, so a test's
 * fake clock can run it). The promise itself goes on; a late answer is simply not waited for.
 */
export function withinTime<T>(promise: Promise<T>, what: string, ms = patience().giveUpMs): Promise<T> {
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
export async function fetchJsonWithinTime(url: string, ms = patience().giveUpMs): Promise<unknown> {
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
