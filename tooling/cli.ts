/** What the repository's scripts share: how they read options and refuse bad ones, how they read JSON and time. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** A command line that cannot be acted on; its message says what is wrong (and, usually, the usage). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The origin of an `--url` option's http(s) URL, e.g. for a site already running; `example` is shown on error. */
export function parseOriginOption(raw: string, example: string): string {
  if (!URL.canParse(raw)) throw new UsageError(`--url must be an absolute URL such as ${example} (got "${raw}").`);
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol)) throw new UsageError(`--url must be an http(s) URL (got "${raw}").`);
  return url.origin;
}

/** parseArgs's own words for the refusals every script meets, in the words the scripts have always used. */
const plainMessage = (message: string): string =>
  message
    .replace(/^(Unknown option|Unexpected argument) '([^']+)'[^]*$/, '$1 "$2".')
    .replace(/^Option '(?:-\w, )?(--[\w-]+)(?: <value>)?' argument (?:missing|is ambiguous)[^]*$/, '$1 needs a value.');

/**
 * A script's command line, read by parseArgs (positionals allowed unless `positionals` is false); what it refuses is a
 * UsageError with the usage.
 */
export function parseCommandLine<const Options extends OptionsConfig>(
  args: readonly string[],
  options: Options,
  usage: string,
  { positionals = true }: { readonly positionals?: boolean } = {},
) {
  try {
    return parseArgs({ args: [...args], allowPositionals: positionals, strict: true, options });
  } catch (error) {
    // Not `instanceof Error`: under jest, Node's own errors come from another realm.
    const { message } = error as { message?: unknown };
    throw new UsageError(`${plainMessage(typeof message === 'string' ? message : String(error))}\n${usage}`);
  }
}

/** `names` (a command line's positionals), each once; one that is not `known` is refused, naming the `kind`s. */
export function pickNames<Name extends string>(
  names: readonly string[],
  known: readonly Name[],
  kind: 'app' | 'remote',
  usage: string,
): Name[] {
  const unknown = names.find((name) => !(known as readonly string[]).includes(name));
  if (unknown !== undefined) {
    const article = kind === 'app' ? 'an' : 'a';
    throw new UsageError(`"${unknown}" is not ${article} ${kind}; the ${kind}s are ${known.join(', ')}.\n${usage}`);
  }
  return [...new Set(names)] as Name[];
}

/** `text` parsed as JSON; if it is not JSON, what `otherwise` makes of the parser's message (it may throw). */
export function parseJsonOr<T>(text: string, otherwise: (message: string) => T): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return otherwise((error as Error).message);
  }
}

/** A duration for a script's output: seconds with up to one decimal, e.g. `12.3 s`, `10 s`. */
export const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * `work` on each item, `parallel` at a time; the results in the items' order. After a failure no more start, and it
 * rejects with the first failure once the running ones have ended. (By hand: the pool libraries are ES modules only.)
 */
export async function inPool<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  const failures: unknown[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && failures.length === 0) {
      const index = next++;
      await work(items[index] as T).then(
        (result) => (results[index] = result),
        (error: unknown) => failures.push(error),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
  if (failures.length > 0) throw failures[0];
  return results;
}
