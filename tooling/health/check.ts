/**
 * The remotes' health as a shell sees them: each manifest its runtime config names (a flat build's, or a versioned
 * deploy's pointer) must answer, readable from the shell's origin, name an entry that answers with a script, and accept
 * the shared libraries the shell provides. Every request has a timeout; each failure is a short reason a person can act
 * on ("HTTP 404", "no answer within 10 s", "network error: …", "bad JSON: …"). Pure apart from the injected `fetch`.
 */
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { incompatibilities, providedVersion } from '@mediavelocity/federation/src/compatibility';
import { readManifest, RemoteLoadError, type NamedManifest } from '@mediavelocity/federation/src/manifest';
import { z } from 'zod';
import { parseJsonOr, seconds } from '../cli';

/** The slice of `fetch` the check uses (injected, so the tests need no network). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A request that answered, but not with what the check needs; the message is the reason as printed. */
export class ProbeError extends Error {
  override name = 'ProbeError';
}

/** Why a request failed, in a few words; by name, not class: the timeout's DOMException may be of another realm. */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ProbeError || error instanceof RemoteLoadError) return error.message;
  const { name, message, cause } = (error ?? {}) as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${seconds(timeoutMs)}`;
  // Node's fetch rejects with "fetch failed" and keeps the socket's error (ECONNREFUSED, ENOTFOUND, …) as the cause.
  const causeMessage = (cause as { message?: unknown } | undefined)?.message;
  if (typeof causeMessage === 'string') return `network error: ${causeMessage}`;
  return `network error: ${typeof message === 'string' ? message : String(error)}`;
}

/**
 * GETs `url` (with `origin` as `Origin`, as the browser sends for the shell's cross-origin fetches) and hands the
 * response and its whole body to `read`, all within one timeout (a stalled body counts). Only HTTP 200 passes.
 */
async function probe<T>(
  url: string,
  { fetch, timeoutMs, origin }: Pick<CheckOptions, 'fetch' | 'timeoutMs'> & { readonly origin?: string },
  read: (response: Response, body: string) => T,
): Promise<T> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: origin ? { Origin: origin } : {},
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ProbeError(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  return read(response, await response.text());
}

/** The body as JSON; an HTML error page or a truncated file is "bad JSON". */
const parseJson = (body: string): unknown =>
  parseJsonOr(body, (message) => {
    throw new ProbeError(`bad JSON: ${message}`);
  });

/** A manifest field that may be missing or malformed: a non-empty string, or null. */
const text = z.string().min(1).nullable().catch(null);

/** What would keep the shell from loading the remote, and notes; `unchecked` says why the shared versions were not. */
export interface Compatibility {
  readonly problems: readonly string[];
  readonly notes: readonly string[];
  readonly unchecked?: string;
}

/** What the shell's runtime config says it provides; null where a shell built before it said so does not. */
export interface ShellFacts {
  /** Package → version; a subpath such as `react-dom/client` comes with its package. */
  readonly provided: Readonly<Record<string, string>> | null;
  readonly federationRuntime: string | null;
}

export const NO_SHARED_VERSIONS = "the shell's runtime config lists no shared versions (rebuild and deploy the shell)";
const NO_FEDERATION_RUNTIME =
  "the shell's runtime config does not say which federation runtime it runs (rebuild and deploy the shell)";

/**
 * The shell's own check of the remote (compatibility.ts), and its container name against the runtime config's (the
 * shell looks for that one). A library the shell lacks is noted: the remote loads its own copy.
 */
export function checkCompatibility(
  remote: string,
  manifest: Pick<NamedManifest, 'name' | 'shared' | 'federationRuntime'>,
  shell: ShellFacts,
): Compatibility {
  const problems = incompatibilities(remote, manifest, shell.provided, shell.federationRuntime);
  if (manifest.name !== null && manifest.name !== remote) {
    problems.push(`the manifest is the ${manifest.name} remote's, but the runtime config lists it as ${remote}`);
  }
  const { provided } = shell;
  if (!provided) return { problems, notes: [NO_SHARED_VERSIONS], unchecked: NO_SHARED_VERSIONS };
  const notes = manifest.shared
    .filter(({ name }) => providedVersion(name, provided) === undefined)
    .map(({ name }) => `${name}: not provided by the shell, ${remote} loads its own copy`);
  return { problems, notes: shell.federationRuntime === null ? [...notes, NO_FEDERATION_RUNTIME] : notes };
}

/** What the shell's runtime config says: the remotes' manifests, and (null where an older shell's does not) what it provides. */
const runtimeConfigSchema = z.object({
  remotes: z.record(z.string(), z.unknown()),
  shared: z
    .record(z.string(), z.unknown())
    .transform((all) =>
      Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string')),
    )
    .nullable()
    .catch(null),
  federationRuntime: text,
});

export interface CheckOptions {
  /** The shell's origin, e.g. http://127.0.0.1:5050. */
  readonly shellUrl: string;
  readonly fetch: Fetch;
  /** Per request, body included. */
  readonly timeoutMs: number;
  /** Manifest URLs to check in place of the runtime config's, by remote name (e.g. a candidate version's). */
  readonly remotes?: Readonly<Record<string, string>>;
}

/** A remote by its runtime config's name; `manifest` and `compatibility` null when its manifest was not read. */
export interface RemoteHealth {
  readonly name: string;
  readonly manifestUrl: string;
  readonly manifest: NamedManifest | null;
  /** Why the shell could not load the remote (its manifest or its entry); null when both answer as they should. */
  readonly unreachable: string | null;
  readonly compatibility: Compatibility | null;
}

export interface HealthReport extends ShellFacts {
  readonly shellUrl: string;
  readonly configUrl: string;
  /** Why the runtime config could not be used; then no remote is checked. */
  readonly configProblem: string | null;
  readonly remotes: readonly RemoteHealth[];
}

/** Everything that would keep the shell from loading the remote. */
export const problemsOf = (remote: RemoteHealth): string[] => [
  ...(remote.unreachable ? [remote.unreachable] : []),
  ...(remote.compatibility?.problems ?? []),
];

/** The shell fetches manifests cross-origin: without CORS the browser hands it nothing. */
function assertReadableFrom(shellOrigin: string, url: string, response: Response): void {
  if (new URL(url).origin === shellOrigin) return;
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === shellOrigin) return;
  throw new ProbeError(
    `the shell (${shellOrigin}) may not read it: ` +
      (allowed ? `Access-Control-Allow-Origin is ${allowed}` : 'no Access-Control-Allow-Origin header'),
  );
}

/** The sites send `X-Content-Type-Options: nosniff`, so a browser runs an entry only if it is served as a script. */
function assertScript(response: Response): void {
  const type = response.headers.get('content-type');
  if (type && !/javascript|ecmascript/i.test(type)) {
    throw new ProbeError(`served as ${type.split(';')[0]?.trim()}, which a browser will not run as a script`);
  }
}

async function checkRemote(
  name: string,
  rawUrl: unknown,
  configUrl: string,
  shell: ShellFacts,
  options: CheckOptions,
): Promise<RemoteHealth> {
  // Resolved as the browser resolves the shell's fetch of it: a relative URL is the shell site's.
  const manifestUrl =
    typeof rawUrl === 'string' && URL.canParse(rawUrl, configUrl) ? new URL(rawUrl, configUrl).href : undefined;
  const unread = { name, manifest: null, compatibility: null };
  if (!manifestUrl || !/^https?:$/.test(new URL(manifestUrl).protocol)) {
    const unreachable = 'the runtime config gives no http(s) URL for its manifest';
    return { ...unread, manifestUrl: JSON.stringify(rawUrl) ?? 'undefined', unreachable };
  }
  const shellOrigin = new URL(options.shellUrl).origin;
  const manifest = await probe(manifestUrl, { ...options, origin: shellOrigin }, (response, body) => {
    assertReadableFrom(shellOrigin, manifestUrl, response);
    const read = readManifest(parseJson(body), manifestUrl);
    // Each library once (the first entry of a name wins), by name, as the report lists them.
    const byName = new Map(read.shared.map((lib) => [lib.name, lib] as const).reverse());
    return { ...read, shared: [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1)) };
  }).catch((error: unknown) => `manifest: ${failureReason(error, options.timeoutMs)}`);
  if (typeof manifest === 'string') return { ...unread, manifestUrl, unreachable: manifest };
  const unreachable = await probe(manifest.entry, options, (response) => assertScript(response)).then(
    () => null,
    (error: unknown) => `entry: ${failureReason(error, options.timeoutMs)}`,
  );
  return { name, manifestUrl, manifest, unreachable, compatibility: checkCompatibility(name, manifest, shell) };
}

/** Reads the runtime config, then checks every remote it names, all at once; never rejects. */
export async function checkRemotes(options: CheckOptions): Promise<HealthReport> {
  const configUrl = new URL(`/${RUNTIME_CONFIG_FILE}`, options.shellUrl).href;
  const base = { shellUrl: options.shellUrl, configUrl, provided: null, federationRuntime: null, remotes: [] };
  const config = await probe(configUrl, options, (_response, body) => {
    const parsed = runtimeConfigSchema.safeParse(parseJson(body));
    if (!parsed.success) throw new ProbeError('it has no "remotes"');
    return parsed.data;
  }).catch((error: unknown) => failureReason(error, options.timeoutMs));
  if (typeof config === 'string') return { ...base, configProblem: config };
  const remotes = { ...config.remotes, ...options.remotes };
  if (Object.keys(remotes).length === 0) return { ...base, configProblem: 'it lists no remotes' };
  const shell: ShellFacts = { provided: config.shared, federationRuntime: config.federationRuntime };
  const results = await Promise.all(
    Object.entries(remotes).map(([name, url]) => checkRemote(name, url, configUrl, shell, options)),
  );
  return { ...base, configProblem: null, ...shell, remotes: results };
}
