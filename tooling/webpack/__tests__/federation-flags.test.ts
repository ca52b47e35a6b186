import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { satisfy } from '@module-federation/runtime-core';
import webpack from 'webpack';
import { apps } from '../../apps';
import { repoRoot } from '../../env';
import { federationOptions, moduleRules, SDK_DEBUG_SWITCH } from '../create-config';
import { installedVersion } from '../plugins';
import { CHECKED_ENHANCED, FEDERATION_FLAGS, FLAGS_UPGRADE_STEPS } from './federation-flags';

const shell = federationOptions({ app: 'shell', dir: path.join(repoRoot, apps.shell.dir) }, '2.9.3');
const remote = federationOptions({ app: 'tools', dir: path.join(repoRoot, apps.tools.dir) }, '2.9.3');

type Flags = { readonly [key: string]: unknown };

/** The flags set in `experiments`, each by its path. */
const flagsOf = (experiments: Flags, prefix = ''): string[] =>
  Object.entries(experiments).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flagsOf(value as Flags, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** A copy of `experiments` with the flag at `flag` (a path) set to `value`. */
function withFlag(experiments: Flags, flag: string, value: unknown): Flags {
  const [key = '', ...rest] = flag.split('.');
  const inner = (experiments[key] ?? {}) as Flags;
  return { ...experiments, [key]: rest.length > 0 ? withFlag(inner, rest.join('.'), value) : value };
}

/** The plugin with `options`, applied to a compiler (which checks them against its options schema), not run. */
const applied = (options: typeof remote) =>
  webpack({ context: repoRoot, entry: {}, plugins: [new ModuleFederationPlugin(options)] });

/** The folder of package `name`, as the federation plugin's code resolves it. */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name, { paths: [require.resolve('@module-federation/enhanced')] }));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    !readFileSync(path.join(dir, 'package.json'), 'utf8').includes(`"name": "${name}"`)
  ) {
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name}`);
    dir = path.dirname(dir);
  }
  return dir;
}

/** Its JavaScript files (not source maps) that contain `text`. */
const filesWith = (dir: string, text: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.[cm]?js$/.test(file) && readFileSync(path.join(dir, file), 'utf8').includes(text),
  );

describe('the experimental federation flags', () => {
  it('are those of an @module-federation/enhanced they were checked against', () => {
    const version = installedVersion('@module-federation/enhanced');
    const problem = satisfy(version, CHECKED_ENHANCED)
      ? undefined
      : `@module-federation/enhanced ${version} is installed, but ${FLAGS_UPGRADE_STEPS}`;
    expect(problem).toBeUndefined();
  });

  it('are set on the apps each is for, and none is set unguarded', () => {
    const named = (apps: string) => FEDERATION_FLAGS.filter((flag) => apps.includes(flag.apps)).map(({ flag }) => flag);
    expect(flagsOf(remote.experiments).sort()).toEqual(named('the remotes, every app').sort());
    expect(flagsOf(shell.experiments).sort()).toEqual(named('every app').sort());
  });

  it("are accepted by the plugin's options schema as they are set", () => {
    expect(() => applied(shell)).not.toThrow();
    expect(() => applied(remote)).not.toThrow();
  });

  // A schema that no longer knew the flag would let any value through.
  it.each(FEDERATION_FLAGS)("$flag is known to the plugin's options schema", ({ flag, invalid }) => {
    const broken = { ...remote, experiments: withFlag(remote.experiments, flag, invalid) };
    expect(() => applied(broken as typeof remote)).toThrow(`options.experiments.${flag}`);
  });

  it.each(FEDERATION_FLAGS)('$flag: the code it takes out of the build is still in $from', ({ marker, from }) => {
    expect(filesWith(path.join(packageDir(from), 'dist'), marker)).not.toEqual([]);
  });
});

describe("the federation SDK's debug switch", () => {
  it('is still read as SDK_DEBUG_SWITCH takes it out, from a file the build applies it to', () => {
    // The build fails when the text is missing (the rule is strict); this says so sooner, and names the place.
    const env = path.join(packageDir('@module-federation/sdk'), 'dist', 'env.js');
    expect(readFileSync(env, 'utf8')).toContain(SDK_DEBUG_SWITCH.search);
    const ruleIn = (production: boolean) =>
      moduleRules(production)?.rules?.find(
        (each) => typeof each === 'object' && each?.options instanceof Object && 'search' in each.options,
      );
    const rule = ruleIn(true);
    expect(rule instanceof Object && rule.test instanceof RegExp && rule.test.test(env)).toBe(true);
    // A development build keeps it, for the runtime's debug messages.
    expect(ruleIn(false)).toBeUndefined();
  });
});
