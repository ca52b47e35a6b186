import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch()`, sent once more when its connection is reset: the emulators close idle keep-alive connections, and a
 * request sent on one as it closes is reset. A browser sends such a request again by itself; Playwright's fetch does
 * not, and the test would fail on the socket rather than on the site.
 */
export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!(error instanceof Error && /\bECONNRESET\b|socket hang up/.test(error.message))) throw error;
    return route.fetch();
  }
}
