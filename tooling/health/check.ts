/**
 * The health of the remotes as a shell sees them: its runtime config names each remote's manifest; each manifest
 * must answer (and be readable from the shell's origin), name an entry that answers with a script, and accept the
 * shared libraries the shell provides. Pure apart from the injected `fetch`.
 */
import { RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { checkCompatibility, type Compatibility, type ShellFacts } from './compatibility';
import { isRecord, readManifest, type ManifestFacts } from './manifest';
import { failureReason, parseJson, probe, ProbeError, type Fetch } from './probe';

export interface CheckOptions {
  /** The shell's origin, e.g. http://127.0.0.1:5050. */
  readonly shellUrl: string;
  readonly fetch: Fetch;
  /** Per request, body included. */
  readonly timeoutMs: number;
  /** Manifest URLs to check in place of the runtime config's, by remote name (e.g. a candidate version's). */
  readonly remotes?: Readonly<Record<string, string>>;
}

export interface RemoteHealth {
  /** As the runtime config names it. */
  readonly name: string;
  readonly manifestUrl: string;
  /** Null when the manifest could not be read (then compatibility is null too). */
  readonly manifest: ManifestFacts | null;
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
  let manifest: ManifestFacts;
  try {
    manifest = await probe(manifestUrl, { ...options, origin: shellOrigin }, (response, body) => {
      assertReadableFrom(shellOrigin, manifestUrl, response);
      return readManifest(parseJson(body), manifestUrl);
    });
  } catch (error) {
    return { ...unread, manifestUrl, unreachable: `manifest: ${failureReason(error, options.timeoutMs)}` };
  }
  const unreachable = await probe(manifest.entryUrl, options, (response) => assertScript(response)).then(
    () => null,
    (error: unknown) => `entry: ${failureReason(error, options.timeoutMs)}`,
  );
  return { name, manifestUrl, manifest, unreachable, compatibility: checkCompatibility(name, manifest, shell) };
}

/** Reads the runtime config, then checks every remote it names, all at once; never rejects. */
export async function checkRemotes(options: CheckOptions): Promise<HealthReport> {
  const configUrl = new URL(`/${RUNTIME_CONFIG_FILE}`, options.shellUrl).href;
  const base = { shellUrl: options.shellUrl, configUrl, provided: null, federationRuntime: null, remotes: [] };
  let config: Record<string, unknown>;
  try {
    const json = await probe(configUrl, options, (_response, body) => parseJson(body));
    if (!isRecord(json) || !isRecord(json.remotes)) throw new ProbeError('it has no "remotes"');
    config = json;
  } catch (error) {
    return { ...base, configProblem: failureReason(error, options.timeoutMs) };
  }
  const remotes = { ...(config.remotes as Record<string, unknown>), ...options.remotes };
  if (Object.keys(remotes).length === 0) return { ...base, configProblem: 'it lists no remotes' };
  const shell: ShellFacts = {
    provided: isRecord(config.shared)
      ? Object.fromEntries(
          Object.entries(config.shared).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : null,
    federationRuntime:
      typeof config.federationRuntime === 'string' && config.federationRuntime ? config.federationRuntime : null,
  };
  const results = await Promise.all(
    Object.entries(remotes).map(([name, url]) => checkRemote(name, url, configUrl, shell, options)),
  );
  return { ...base, configProblem: null, ...shell, remotes: results };
}
