/** A shell and its remotes as the health check sees them over HTTP, answered by an injected fetch (no network). */
import type { Fetch } from '../check';

export const SHELL = 'http://127.0.0.1:5050';
export const CONFIG_URL = `${SHELL}/runtime-config.json`;
export const PROVIDED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };
/** The federation runtime the shell runs and the remotes were built against. */
export const RUNTIME = '2.9.2';
export const PORTS = { portfolio: 5055, tools: 5056, account: 5057 } as const;
export type Remote = keyof typeof PORTS;

export const siteOf = (remote: Remote): string => `http://127.0.0.1:${PORTS[remote]}`;
export const manifestUrlOf = (remote: Remote): string => `${siteOf(remote)}/mf-manifest.json`;

/** Answers one request; called anew for each (a Response body can be read once). */
export type Answer = (init: RequestInit) => Response | Promise<Response>;

export const json =
  (value: unknown, headers: Record<string, string> = { 'access-control-allow-origin': '*' }): Answer =>
  () =>
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json', ...headers } });

export const text =
  (body: string, contentType: string): Answer =>
  () =>
    new Response(body, { headers: { 'content-type': contentType, 'access-control-allow-origin': '*' } });

export const script = text('(()=>{})();', 'application/javascript; charset=utf-8');

export const status =
  (code: number, statusText: string): Answer =>
  () =>
    new Response('gone', { status: code, statusText });

/** What Node's fetch does when nothing listens on the port. */
export const refused =
  (hostPort: string): Answer =>
  () => {
    throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${hostPort}`) });
  };

/** A server that accepts the request and never answers: only the request's own timeout ends it. */
export const hang: Answer = (init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

interface ManifestOptions {
  readonly name?: string;
  readonly version?: string;
  /** `metaData.remoteEntry.path`: "" for a flat build, "v/<version>" for a versioned deploy's pointer. */
  readonly path?: string;
  readonly reactRange?: string;
  /** `metaData.federationRuntime`; null for a manifest that does not say. */
  readonly federationRuntime?: string | null;
}

/** A remote's mf-manifest.json as the federation plugin writes it (trimmed to what matters). */
export function manifest(remote: Remote, options: ManifestOptions = {}) {
  const { name = remote, version = '1.0.0', path = '', reactRange = '^19.3.1', federationRuntime = RUNTIME } = options;
  const shared = (lib: string, range: string, builtWith: string) => ({
    id: `${name}:${lib}`,
    name: lib,
    version: builtWith,
    singleton: true,
    requiredVersion: range,
    assets: { js: { async: [], sync: ['41.9cf08855.js'] }, css: { async: [], sync: [] } },
    fallback: '',
  });
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@mediavelocity/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path, type: 'global' },
      globalName: name,
      publicPath: 'auto',
      routes: [`/${remote}`],
      ...(federationRuntime === null ? {} : { federationRuntime }),
    },
    shared: [
      shared('react-dom', reactRange, '19.3.1'),
      shared('react-router-dom', '^7.18.5', '7.18.5'),
      shared('react/jsx-runtime', reactRange, '19.3.1'),
      shared('react', reactRange, '19.3.1'),
    ],
    remotes: [],
    exposes: [],
  };
}

/**
 * The shell's runtime config; `shared` and `federationRuntime` null for one written before the shell published its
 * versions.
 */
export const runtimeConfig = (
  shared: Record<string, string> | null = PROVIDED,
  federationRuntime: string | null = shared ? RUNTIME : null,
) => ({
  remotes: { portfolio: manifestUrlOf('portfolio'), tools: manifestUrlOf('tools'), account: manifestUrlOf('account') },
  gaMeasurementId: '',
  ...(shared ? { shared } : {}),
  ...(federationRuntime ? { federationRuntime } : {}),
});

/** A healthy local site (flat layout); `overrides` replace answers by URL. Any other URL answers 404. */
export function fakeSite(overrides: Readonly<Record<string, Answer>> = {}) {
  const answers: Record<string, Answer> = { [CONFIG_URL]: json(runtimeConfig(), {}) };
  for (const remote of Object.keys(PORTS) as Remote[]) {
    answers[manifestUrlOf(remote)] = json(manifest(remote));
    answers[`${siteOf(remote)}/remoteEntry.js`] = script;
  }
  Object.assign(answers, overrides);
  const fetch = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(async (url, init) =>
    (answers[url] ?? status(404, 'Not Found'))(init),
  );
  return { fetch, requested: () => fetch.mock.calls.map(([url]) => url) };
}
