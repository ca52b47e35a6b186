/**
 * The health of the remotes as a shell sees them: its runtime config names each remote's manifest; each manifest
 * must answer (and be readable from the shell's origin), name an entry that answers with a script, and accept the
 * shared libraries the shell provides. Pure apart from the injected `fetch`.
 */
import { federationRuntimeIncompatibility, RUNTIME_CONFIG_FILE } from '@mediavelocity/contract';
import { checkCompatibility, type Compatibility } from './compatibility';
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
  /** Null when the manifest could not be read. */
  readonly manifest: ManifestFacts | null;
  /** Why the shell could not load the remote (its manifest or its entry); null when both answer as they should. */
  readonly unreachable: string | null;
  readonly compatibility: Compatibility;
}

export interface HealthReport {
  readonly shellUrl: string;
  readonly configUrl: string;
  /** Why the runtime config could not be used; then no remote is checked. */
  readonly configProblem: string | null;
  /** Package → version the shell provides; null when its runtime config does not say. */
  readonly provided: Readonly<Record<string, string>> | null;
  /** The federation runtime version the shell runs (and the remotes run on); null when its runtime config does not say. */
  readonly federationRuntime: string | null;
  readonly remotes: readonly RemoteHealth[];
}

/** A shell built before its runtime config named its federation runtime. */
export const NO_FEDERATION_RUNTIME =
  "the shell's runtime config does not say which federation runtime it runs (rebuild and deploy the shell)";

const MANIFEST_NOT_READ: Compatibility = { status: 'unknown', reason: 'the manifest was not read' };

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

function withNote(compatibility: Compatibility, note: string): Compatibility {
  return compatibility.status === 'unknown'
    ? compatibility
    : { ...compatibility, notes: [...compatibility.notes, note] };
}

function withProblem(compatibility: Compatibility, problem: string): Compatibility {
  return compatibility.status === 'unknown'
    ? { status: 'no', problems: [problem], notes: [compatibility.reason] }
    : {
        status: 'no',
        problems: [problem, ...(compatibility.status === 'no' ? compatibility.problems : [])],
        notes: compatibility.notes,
      };
}

async function checkRemote(
  name: string,
  rawUrl: unknown,
  configUrl: string,
  shell: Pick<HealthReport, 'provided' | 'federationRuntime'>,
  options: CheckOptions,
): Promise<RemoteHealth> {
  const unread = (manifestUrl: string, unreachable: string): RemoteHealth => ({
    name,
    manifestUrl,
    manifest: null,
    unreachable,
    compatibility: MANIFEST_NOT_READ,
  });
  // Resolved as the browser resolves the shell's fetch of it: a relative URL is the shell site's.
  const manifestUrl =
    typeof rawUrl === 'string' && URL.canParse(rawUrl, configUrl) ? new URL(rawUrl, configUrl).href : undefined;
  if (!manifestUrl || !/^https?:$/.test(new URL(manifestUrl).protocol)) {
    return unread(JSON.stringify(rawUrl) ?? 'undefined', 'the runtime config gives no http(s) URL for its manifest');
  }

  const shellOrigin = new URL(options.shellUrl).origin;
  let manifest: ManifestFacts;
  try {
    manifest = await probe(manifestUrl, { ...options, origin: shellOrigin }, (response, body) => {
      assertReadableFrom(shellOrigin, manifestUrl, response);
      return readManifest(parseJson(body), manifestUrl);
    });
  } catch (error) {
    return unread(manifestUrl, `manifest: ${failureReason(error, options.timeoutMs)}`);
  }

  let compatibility = checkCompatibility(name, manifest.shared, shell.provided);
  // The remote runs on the shell's federation runtime, as the shell checks before loading it.
  if (shell.federationRuntime === null) {
    compatibility = withNote(compatibility, NO_FEDERATION_RUNTIME);
  } else {
    const problem = federationRuntimeIncompatibility(name, manifest.federationRuntime, shell.federationRuntime);
    if (problem) compatibility = withProblem(compatibility, problem);
  }
  // The shell registers the remote under the runtime config's name and then looks for a container of that name.
  if (manifest.name !== null && manifest.name !== name) {
    compatibility = withProblem(
      compatibility,
      `the manifest is the ${manifest.name} remote's, but the runtime config lists it as ${name}`,
    );
  }

  let unreachable: string | null = null;
  try {
    await probe(manifest.entryUrl, options, (response) => assertScript(response));
  } catch (error) {
    unreachable = `entry: ${failureReason(error, options.timeoutMs)}`;
  }
  return { name, manifestUrl, manifest, unreachable, compatibility };
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

  const provided = isRecord(config.shared)
    ? Object.fromEntries(
        Object.entries(config.shared).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;
  const federationRuntime =
    typeof config.federationRuntime === 'string' && config.federationRuntime ? config.federationRuntime : null;
  const shell = { provided, federationRuntime };
  const results = await Promise.all(
    Object.entries(remotes).map(([name, url]) => checkRemote(name, url, configUrl, shell, options)),
  );
  return { ...base, configProblem: null, ...shell, remotes: results };
}
