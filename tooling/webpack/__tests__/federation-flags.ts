/**
 * The federation plugin's experimental flags that create-config.ts sets, and how each is checked: the installed
 * plugin is one they were checked against and its options schema still knows them (federation-flags.test.ts), and
 * the built files lack the code each one takes out (e2e/federation.spec.ts).
 */
export interface FederationFlag {
  /** Its path under the plugin's `experiments`. */
  readonly flag: string;
  readonly apps: 'the remotes' | 'every app';
  /** What it is set for, as a failure names it. */
  readonly purpose: string;
  /** A string in the code the flag takes out of the built files, and the package that code is from. */
  readonly marker: string;
  readonly from: string;
  /** A value the plugin's options schema refuses for the flag: proof that the schema still knows it. */
  readonly invalid: unknown;
}

export const FEDERATION_FLAGS: readonly FederationFlag[] = [
  {
    flag: 'externalRuntime',
    apps: 'the remotes',
    purpose:
      "a remote carries no federation runtime core and runs on the shell's (packages/federation/src/provide-runtime-core.ts)",
    marker: '[ Federation Runtime ]',
    from: '@module-federation/runtime-core',
    invalid: 'yes',
  },
  {
    flag: 'optimization.disableRemote',
    apps: 'the remotes',
    purpose: 'a remote carries none of the bundler runtime’s code for loading remotes of its own',
    marker: 'Container missing',
    from: '@module-federation/webpack-bundler-runtime',
    invalid: 'yes',
  },
  {
    flag: 'optimization.disableSnapshot',
    apps: 'every app',
    purpose: "the shell's runtime core carries no snapshot plugin (the site reads no manifest snapshots)",
    marker: 'snapshot-plugin',
    from: '@module-federation/runtime-core',
    invalid: 'yes',
  },
  {
    flag: 'optimization.target',
    apps: 'every app',
    purpose: "'web': no app carries the SDK's way of loading scripts in Node",
    marker: 'node:url',
    from: '@module-federation/sdk',
    invalid: 'moon',
  },
];

/** The @module-federation/enhanced versions the flags were checked against (their options, their effect). */
export const CHECKED_ENHANCED = '>=2.9.3 <2.10.0';

export const FLAGS_UPGRADE_STEPS = [
  `the experimental federation flags in tooling/webpack/create-config.ts were checked against @module-federation/enhanced ${CHECKED_ENHANCED}:`,
  ...FEDERATION_FLAGS.map(({ flag, apps, purpose }) => `- ${flag} (${apps}): ${purpose};`),
  'before widening CHECKED_ENHANCED in tooling/webpack/__tests__/federation-flags.ts, read the new version’s changelog',
  'for each, then run `npm run build:local -- --no-prerender`, e2e/federation.spec.ts (each flag’s effect on the',
  'built files) and e2e/budget.spec.ts.',
].join('\n');
