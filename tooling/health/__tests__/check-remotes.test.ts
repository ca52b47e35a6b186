import { checkRemotes } from '../check';
import { exitCodeOf, formatReport } from '../report';
import {
  CONFIG_URL,
  fakeSite,
  hang,
  json,
  manifest,
  manifestUrlOf,
  refused,
  runtimeConfig,
  script,
  SHELL,
  siteOf,
  status,
  text,
  type Answer,
} from './fake-site';

/** Runs the check against the fake site and returns what `npm run check:remotes` would print and exit with. */
async function run(overrides: Readonly<Record<string, Answer>> = {}, timeoutMs = 10_000) {
  const site = fakeSite(overrides);
  const report = await checkRemotes({ shellUrl: SHELL, fetch: site.fetch, timeoutMs });
  return { output: formatReport(report), exitCode: exitCodeOf(report), report, requested: site.requested() };
}

/** The lines of one remote's block. */
function block(output: string, remote: string): string {
  const start = output.indexOf(`\n${remote}: `);
  expect(start).toBeGreaterThan(-1);
  return output.slice(start + 1, output.indexOf('\n\n', start + 1));
}

const summaryOf = (output: string): string => output.split('\n').at(-1) ?? '';

describe('npm run check:remotes', () => {
  it('prints every remote, healthy, and exits 0', async () => {
    const { output, exitCode } = await run();
    expect(output).toBe(
      [
        `Shell ${SHELL} (runtime config ${CONFIG_URL})`,
        '  provides:   react 19.3.1, react-dom 19.3.1, react-router-dom 7.18.5',
        '  runtime:    @module-federation/runtime-core 2.9.2',
        '',
        ...['portfolio', 'tools', 'account'].flatMap((remote, i) => [
          `${remote}: OK`,
          '  version:    1.0.0',
          `  manifest:   http://127.0.0.1:${5055 + i}/mf-manifest.json`,
          `  entry:      http://127.0.0.1:${5055 + i}/remoteEntry.js`,
          '  expects:    react ^19.3.1, react-dom ^19.3.1, react-router-dom ^7.18.5, react/jsx-runtime ^19.3.1',
          '  runtime:    2.9.2',
          '  reachable:  yes',
          '  compatible: yes',
          '',
        ]),
        'OK: 3 of 3 remotes reachable and compatible with the shell.',
      ].join('\n'),
    );
    expect(exitCode).toBe(0);
  });

  it('reports a manifest nothing answers for, and checks the other remotes all the same', async () => {
    const { output, exitCode } = await run({ [manifestUrlOf('tools')]: refused('127.0.0.1:5056') });
    expect(block(output, 'tools')).toBe(
      [
        'tools: PROBLEM',
        '  version:    –',
        '  manifest:   http://127.0.0.1:5056/mf-manifest.json',
        '  entry:      –',
        '  expects:    –',
        '  runtime:    –',
        '  reachable:  no (manifest: network error: connect ECONNREFUSED 127.0.0.1:5056)',
        '  compatible: not checked, the manifest was not read',
      ].join('\n'),
    );
    expect(block(output, 'portfolio')).toContain('portfolio: OK\n');
    expect(block(output, 'account')).toContain('account: OK\n');
    expect(summaryOf(output)).toBe(
      'FAIL: 1 of 3 remotes with problems: tools (manifest: network error: connect ECONNREFUSED 127.0.0.1:5056).',
    );
    expect(exitCode).toBe(1);
  });

  it('gives up on a manifest that does not answer within the timeout', async () => {
    const started = Date.now();
    const { output, exitCode } = await run({ [manifestUrlOf('account')]: hang }, 100);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(block(output, 'account')).toContain('  reachable:  no (manifest: no answer within 0.1 s)');
    expect(exitCode).toBe(1);
  });

  it('reports a manifest that answers with an HTTP error', async () => {
    const { output, exitCode } = await run({ [manifestUrlOf('portfolio')]: status(503, 'Service Unavailable') });
    expect(block(output, 'portfolio')).toContain('  reachable:  no (manifest: HTTP 503 Service Unavailable)');
    expect(exitCode).toBe(1);
  });

  it('reports an entry that answers 404, with the version and shared ranges the manifest gave', async () => {
    const { output, exitCode } = await run({ [`${siteOf('tools')}/remoteEntry.js`]: status(404, 'Not Found') });
    expect(block(output, 'tools')).toBe(
      [
        'tools: PROBLEM',
        '  version:    1.0.0',
        '  manifest:   http://127.0.0.1:5056/mf-manifest.json',
        '  entry:      http://127.0.0.1:5056/remoteEntry.js',
        '  expects:    react ^19.3.1, react-dom ^19.3.1, react-router-dom ^7.18.5, react/jsx-runtime ^19.3.1',
        '  runtime:    2.9.2',
        '  reachable:  no (entry: HTTP 404 Not Found)',
        '  compatible: yes',
      ].join('\n'),
    );
    expect(summaryOf(output)).toBe('FAIL: 1 of 3 remotes with problems: tools (entry: HTTP 404 Not Found).');
    expect(exitCode).toBe(1);
  });

  it('reports an entry served as a page (a missing file behind a catch-all rewrite)', async () => {
    const { output, exitCode } = await run({
      [`${siteOf('account')}/remoteEntry.js`]: text('<!doctype html>', 'text/html; charset=utf-8'),
    });
    expect(block(output, 'account')).toContain(
      '  reachable:  no (entry: served as text/html, which a browser will not run as a script)',
    );
    expect(exitCode).toBe(1);
  });

  it('reports a manifest that is not JSON', async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('tools')]: text('<!doctype html><title>Not here</title>', 'text/html'),
    });
    expect(block(output, 'tools')).toMatch(/ {2}reachable: {2}no \(manifest: bad JSON: .*'<'.*\)$/m);
    expect(exitCode).toBe(1);
  });

  it('reports JSON that is not a remote manifest', async () => {
    const { output, exitCode } = await run({ [manifestUrlOf('tools')]: json({ name: 'tools', metaData: {} }) });
    expect(block(output, 'tools')).toContain(
      `  reachable:  no (manifest: ${manifestUrlOf('tools')} is not a Mediavelocity remote manifest: no metaData.remoteEntry.name)`,
    );
    expect(exitCode).toBe(1);
  });

  it("reports a manifest the shell's origin may not read (no CORS header), and asks as the shell does", async () => {
    const { output, exitCode, report } = await run({ [manifestUrlOf('portfolio')]: json(manifest('portfolio'), {}) });
    expect(block(output, 'portfolio')).toContain(
      `  reachable:  no (manifest: the shell (${SHELL}) may not read it: no Access-Control-Allow-Origin header)`,
    );
    expect(report.remotes.find((remote) => remote.name === 'tools')?.unreachable).toBeNull();
    expect(exitCode).toBe(1);
  });

  it('sends the shell origin with each manifest request', async () => {
    const site = fakeSite();
    await checkRemotes({ shellUrl: SHELL, fetch: site.fetch, timeoutMs: 10_000 });
    const manifestCall = site.fetch.mock.calls.find(([url]) => url === manifestUrlOf('tools'));
    expect(manifestCall?.[1].headers).toEqual({ Origin: SHELL });
  });

  it('names each library whose version the shell provides outside the range a remote needs', async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { reactRange: '^18.3.1' })),
    });
    expect(block(output, 'tools')).toBe(
      [
        'tools: PROBLEM',
        '  version:    1.0.0',
        '  manifest:   http://127.0.0.1:5056/mf-manifest.json',
        '  entry:      http://127.0.0.1:5056/remoteEntry.js',
        '  expects:    react ^18.3.1, react-dom ^18.3.1, react-router-dom ^7.18.5, react/jsx-runtime ^18.3.1',
        '  runtime:    2.9.2',
        '  reachable:  yes',
        '  compatible: no',
        '    - The tools remote needs react ^18.3.1; the site runs 19.3.1. It is not loaded.',
        '    - The tools remote needs react-dom ^18.3.1; the site runs 19.3.1. It is not loaded.',
        '    - The tools remote needs react/jsx-runtime ^18.3.1; the site runs 19.3.1. It is not loaded.',
      ].join('\n'),
    );
    expect(summaryOf(output)).toBe('FAIL: 1 of 3 remotes with problems: tools (incompatible).');
    expect(exitCode).toBe(1);
  });

  it('fails a remote built against another minor version of the federation runtime, and says what to do', async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { federationRuntime: '2.10.0' })),
    });
    expect(block(output, 'tools')).toContain('tools: PROBLEM\n');
    expect(block(output, 'tools')).toContain('  runtime:    2.10.0\n');
    expect(block(output, 'tools')).toContain(
      '    - The tools remote was built against @module-federation/runtime-core 2.10.0; the site runs 2.9.2',
    );
    expect(output).toContain('Build and deploy the shell and the remotes with one @module-federation version.');
    expect(block(output, 'portfolio')).toContain('portfolio: OK\n');
    expect(summaryOf(output)).toBe('FAIL: 1 of 3 remotes with problems: tools (incompatible).');
    expect(exitCode).toBe(1);
  });

  it('accepts a remote a patch release of the federation runtime apart', async () => {
    const { exitCode } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { federationRuntime: '2.9.7' })),
    });
    expect(exitCode).toBe(0);
  });

  it('fails a remote whose manifest does not say which federation runtime it was built against', async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('account')]: json(manifest('account', { federationRuntime: null })),
    });
    expect(block(output, 'account')).toContain('  runtime:    not said\n');
    expect(block(output, 'account')).toContain(
      '    - The account remote does not say which federation runtime it was built against',
    );
    expect(exitCode).toBe(1);
  });

  it('notes a shell whose runtime config does not name its federation runtime, and checks the rest', async () => {
    const { output, exitCode } = await run({ [CONFIG_URL]: json(runtimeConfig(undefined, null), {}) });
    expect(output).toContain('  runtime:    @module-federation/runtime-core not published in its runtime config\n');
    expect(block(output, 'tools')).toContain(
      "    (the shell's runtime config does not say which federation runtime it runs (rebuild and deploy the shell))",
    );
    expect(exitCode).toBe(0);
  });

  it("reads a versioned deploy's pointer manifest: the entry is in v/<version>/", async () => {
    const version = '1.0.0-3fa2b1c9';
    const { output, exitCode, requested } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { version, path: `v/${version}` })),
      [`${siteOf('tools')}/v/${version}/remoteEntry.js`]: script,
      // A trailing slash on the path changes nothing.
      [manifestUrlOf('account')]: json(manifest('account', { version: '2.1.0-0badc0de', path: 'v/2.1.0-0badc0de/' })),
      [`${siteOf('account')}/v/2.1.0-0badc0de/remoteEntry.js`]: script,
    });
    expect(block(output, 'tools')).toContain(
      `tools: OK\n  version:    ${version}\n  manifest:   http://127.0.0.1:5056/mf-manifest.json\n` +
        `  entry:      http://127.0.0.1:5056/v/${version}/remoteEntry.js\n`,
    );
    expect(block(output, 'account')).toContain('  entry:      http://127.0.0.1:5057/v/2.1.0-0badc0de/remoteEntry.js\n');
    expect(requested).toContain(`${siteOf('tools')}/v/${version}/remoteEntry.js`);
    expect(requested).not.toContain(`${siteOf('tools')}/remoteEntry.js`);
    expect(exitCode).toBe(0);
  });

  it('fails a pointer whose version folder is missing', async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { version: '1.0.0-deadbeef', path: 'v/1.0.0-deadbeef' })),
    });
    expect(block(output, 'tools')).toContain(
      '  entry:      http://127.0.0.1:5056/v/1.0.0-deadbeef/remoteEntry.js\n' +
        '  expects:    react ^19.3.1, react-dom ^19.3.1, react-router-dom ^7.18.5, react/jsx-runtime ^19.3.1\n' +
        '  runtime:    2.9.2\n' +
        '  reachable:  no (entry: HTTP 404 Not Found)',
    );
    expect(exitCode).toBe(1);
  });

  it('without shared versions in the runtime config, checks reachability only, says so, and exits 0', async () => {
    const { output, exitCode } = await run({
      [CONFIG_URL]: json(runtimeConfig(null), {}),
      // Would be refused if the shell's versions were known; unknown, it is not claimed either way.
      [manifestUrlOf('tools')]: json(manifest('tools', { reactRange: '^18.3.1' })),
    });
    const reason = "the shell's runtime config lists no shared versions (rebuild and deploy the shell)";
    expect(output).toContain('  provides:   not published in its runtime config\n');
    expect(block(output, 'tools')).toContain(`tools: OK (compatibility not checked)\n`);
    expect(block(output, 'tools')).toContain(`  compatible: not checked, ${reason}`);
    expect(output).not.toContain('needs ^18.3.1');
    expect(summaryOf(output)).toBe(`OK: 3 of 3 remotes reachable; compatibility not checked, ${reason}.`);
    expect(exitCode).toBe(0);
  });

  it('still fails an unreachable remote when the shared versions are unknown', async () => {
    const { exitCode } = await run({
      [CONFIG_URL]: json(runtimeConfig(null), {}),
      [`${siteOf('portfolio')}/remoteEntry.js`]: status(404, 'Not Found'),
    });
    expect(exitCode).toBe(1);
  });

  it("fails a remote whose manifest is another remote's (swapped URLs in the runtime config)", async () => {
    const { output, exitCode } = await run({
      [manifestUrlOf('tools')]: json(manifest('tools', { name: 'portfolio' })),
    });
    expect(block(output, 'tools')).toContain(
      "  compatible: no\n    - the manifest is the portfolio remote's, but the runtime config lists it as tools",
    );
    expect(exitCode).toBe(1);
  });

  it('resolves a manifest URL relative to the shell, as the browser does', async () => {
    const config = { ...runtimeConfig(), remotes: { tools: '/remotes/tools/mf-manifest.json' } };
    const { output, exitCode } = await run({
      [CONFIG_URL]: json(config, {}),
      [`${SHELL}/remotes/tools/mf-manifest.json`]: json(manifest('tools'), {}),
      [`${SHELL}/remotes/tools/remoteEntry.js`]: script,
    });
    expect(block(output, 'tools')).toContain(`  entry:      ${SHELL}/remotes/tools/remoteEntry.js\n`);
    expect(summaryOf(output)).toBe('OK: 1 of 1 remote reachable and compatible with the shell.');
    expect(exitCode).toBe(0);
  });

  it.each([
    ['nothing answers', refused('127.0.0.1:5050'), 'network error: connect ECONNREFUSED 127.0.0.1:5050'],
    ['it is missing', status(404, 'Not Found'), 'HTTP 404 Not Found'],
    ['it names no remotes', json({ gaMeasurementId: '' }), 'it has no "remotes"'],
    ['its remotes are empty', json({ remotes: {}, gaMeasurementId: '' }), 'it lists no remotes'],
  ])('fails, checking nothing else, when the runtime config cannot be used: %s', async (_case, answer, reason) => {
    const { output, exitCode, requested } = await run({ [CONFIG_URL]: answer });
    expect(summaryOf(output)).toBe(`FAIL: the shell's runtime config (${CONFIG_URL}) cannot be used: ${reason}.`);
    expect(requested).toEqual([CONFIG_URL]);
    expect(exitCode).toBe(1);
  });
});
