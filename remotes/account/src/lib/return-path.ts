/** The query parameter that names where a sign-in (or a new account) returns: `/login?return=/pay`. */
export const RETURN_PARAMETER = 'return';

/**
 * Where a sign-in returns: the path in the address's `return` parameter (the page that sent the visitor), or
 * `fallback`. Only a path of this site, never another origin, whatever the address holds.
 */
export function returnPath(search: string, fallback: string): `/${string}` {
  const path = new URLSearchParams(search).get(RETURN_PARAMETER) ?? '';
  return /^\/(?![/\\])/.test(path) ? (path as `/${string}`) : (fallback as `/${string}`);
}

/** `page`, asking it to return to `destination` afterwards (unless that is where it would go anyway). */
export function withReturn(page: string, destination: string | undefined, fallback: string): `/${string}` {
  const query =
    destination && destination !== fallback ? `?${RETURN_PARAMETER}=${encodeURIComponent(destination)}` : '';
  return `${page}${query}` as `/${string}`;
}
