/** A fake network and federation runtime for the registry's tests (and the prefetcher's, which drive a registry). */
import type { RemoteRoute } from '@mediavelocity/contract';
import type { FederationApi } from '../remote-registry';

export const manifest = (routes: string[], entryPath = '') => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath }, routes },
});

export const config = {
  remotes: {
    portfolio: 'http://p.test/mf-manifest.json',
    tools: 'http://t.test/v2/mf-manifest.json',
  },
  gaMeasurementId: '',
};

/** A fake network: URL → JSON, or an Error to fail with. */
export function fakeFetch(answers: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const answer = answers[url];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error(`404 ${url}`);
    return answer;
  });
}

export function fakeFederation(modules: Record<string, unknown>) {
  const api = {
    registerRemotes: jest.fn(),
    loadEntry: jest.fn(async () => undefined),
    loadRemote: jest.fn(async (id: string) => {
      const module = modules[id];
      if (module instanceof Error) throw module;
      return module ?? null;
    }),
  };
  return api satisfies FederationApi;
}

export const toolsRoutes: RemoteRoute[] = [{ path: '/calculator', page: async () => () => null }];
