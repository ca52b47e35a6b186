/** What the repository's command-line scripts share: how they read options and how they refuse bad ones. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** A command line that cannot be acted on; its message says what is wrong (and, usually, the usage). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Walks a script's arguments, `--opt value` or `--opt=value`, calling `handle` with each name and a reader of its
 * value (which throws a UsageError when the value is missing); `handle` answers false for a name it does not know,
 * which is refused with the usage. `--help` and `-h` are every script's own: the result says whether one was given.
 */
export function forEachOption(
  args: readonly string[],
  usage: string,
  handle: (name: string, value: () => string) => boolean,
): { readonly help: boolean } {
  let help = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith('--') && eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} needs a value.\n${usage}`);
      i += 1;
      return next;
    };
    if (name === '--help' || name === '-h') help = true;
    else if (!handle(name, value)) throw new UsageError(`Unknown option "${arg}".\n${usage}`);
  }
  return { help };
}

/** The origin of an `--url` option's http(s) URL, e.g. for a site already running; `example` is shown on error. */
export function parseOriginOption(raw: string, example: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url must be an absolute URL such as ${example} (got "${raw}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--url must be an http(s) URL (got "${raw}").`);
  }
  return url.origin;
}

/** parseArgs's own words for the two refusals every script meets, in the words the scripts have always used. */
const plainMessage = (message: string): string =>
  message
    .replace(/^Unknown option '([^']+)'[^]*$/, 'Unknown option "$1".')
    .replace(/^Option '(?:-\w, )?(--[\w-]+)(?: <value>)?' argument (?:missing|is ambiguous)[^]*$/, '$1 needs a value.');

/**
 * A script's command line read by `node:util`'s parseArgs (positionals allowed); what it refuses becomes a UsageError
 * with the script's usage.
 */
export function parseCommandLine<const Options extends OptionsConfig>(
  args: readonly string[],
  options: Options,
  usage: string,
) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    // Not `instanceof Error`: under jest, Node's own errors come from another realm.
    const { message } = error as { message?: unknown };
    throw new UsageError(`${plainMessage(typeof message === 'string' ? message : String(error))}\n${usage}`);
  }
}

/** A duration for a script's output: seconds with one decimal, e.g. `12.3 s`. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
