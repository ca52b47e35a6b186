/**
 * The health check's requests: each with a timeout, each failure turned into a short reason a person can act on
 * ("HTTP 404", "no answer within 10 s", "network error: connect ECONNREFUSED …", "bad JSON: …").
 */

/** The slice of `fetch` the check uses (injected, so the tests need no network). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A request that answered, but not with what the check needs; the message is the reason as printed. */
export class ProbeError extends Error {
  override name = 'ProbeError';
}

export interface ProbeOptions {
  readonly fetch: Fetch;
  readonly timeoutMs: number;
  /** Sent as `Origin`, as the browser does for the shell's cross-origin fetches. */
  readonly origin?: string;
}

export const formatSeconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * Why a request failed, in a few words. Errors are told apart by name, not class: the timeout's DOMException may come
 * from another realm than this module's `Error` (as under jest).
 */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ProbeError) return error.message;
  const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${formatSeconds(timeoutMs)}`;
  // Node's fetch rejects with "fetch failed" and keeps the socket's error (ECONNREFUSED, ENOTFOUND, …) as the cause.
  const causeMessage = (cause as { message?: unknown } | undefined)?.message;
  if (typeof causeMessage === 'string') return `network error: ${causeMessage}`;
  return `network error: ${typeof message === 'string' ? message : String(error)}`;
}

/**
 * GETs `url` and hands the response and its whole body to `read`, all within one timeout (a body that stalls counts
 * too). Anything but HTTP 200 is a failure.
 */
export async function probe<T>(
  url: string,
  options: ProbeOptions,
  read: (response: Response, body: string) => T,
): Promise<T> {
  const response = await options.fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: options.origin ? { Origin: options.origin } : {},
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ProbeError(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  return read(response, await response.text());
}

/** The body as JSON; an HTML error page or a truncated file is "bad JSON". */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new ProbeError(`bad JSON: ${(error as Error).message}`);
  }
}
