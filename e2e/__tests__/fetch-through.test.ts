import type { APIResponse, Route } from '@playwright/test';
import { fetchThrough } from '../fetch-through';

const answer = {} as APIResponse;
/** A route whose fetches fail with `failures` in turn, then answer. */
const routeFailing = (...failures: Error[]) => {
  const fetch = jest.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return answer;
  });
  return { route: { fetch } as unknown as Route, fetch };
};

describe('fetchThrough', () => {
  it('sends a request whose connection was reset once more', async () => {
    const { route, fetch } = routeFailing(new Error('route.fetch: read ECONNRESET'));
    await expect(fetchThrough(route)).resolves.toBe(answer);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails on a second reset, and at once on any other failure', async () => {
    const reset = () => new Error('route.fetch: socket hang up');
    await expect(fetchThrough(routeFailing(reset(), reset()).route)).rejects.toThrow('socket hang up');
    const refused = routeFailing(new Error('route.fetch: connect ECONNREFUSED 127.0.0.1:5050'));
    await expect(fetchThrough(refused.route)).rejects.toThrow('ECONNREFUSED');
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });
});
