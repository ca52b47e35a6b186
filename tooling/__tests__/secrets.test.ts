/**
 * Secret-shaped strings are found by secretlint with the repository's `.secretlintrc.json`: its recommended preset
 * (private keys, a service account's JSON key file, GitHub, AWS and Slack tokens; AWS key ids turned on), and patterns
 * for what the preset lacks (Stripe secret keys, Google API keys, a service account's key outside its own file, a lone
 * private key header). These tests prove it finds each kind, masked, and that the repository holds none.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../env';

const SECRETLINT = path.join(repoRoot, 'node_modules/secretlint/bin/secretlint.js');

interface SecretlintReport {
  readonly filePath: string;
  readonly messages: readonly {
    readonly ruleId: string;
    readonly loc: { readonly start: { readonly line: number } };
  }[];
}

/** Runs secretlint with the repository's config and ignore file on `files` (relative to `cwd`); returns its report. */
function secretlint(cwd: string, files: readonly string[], format: 'json' | 'stylish'): string {
  // A file, not stdout: secretlint exits before a pipe takes a long report in full.
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'secretlint-')), 'report');
  const config = ['--secretlintrc', '.secretlintrc.json', '--secretlintignore', '.secretlintignore'].map((arg) =>
    arg.startsWith('.') ? path.join(repoRoot, arg) : arg,
  );
  const run = spawnSync(
    process.execPath,
    [SECRETLINT, '--no-glob', '--format', format, '--output', output, ...config, ...files],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      timeout: 120_000,
    },
  );
  // 0: nothing found, 1: findings; anything else (a bad config, a crash, the timeout) left no report to read.
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`secretlint did not run (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`);
  }
  const report = readFileSync(output, 'utf8');
  rmSync(path.dirname(output), { recursive: true, force: true });
  return report;
}

/** Each finding as `file:line rule`, and the files secretlint read. */
function findings(cwd: string, files: readonly string[]): { found: string[]; read: string[] } {
  const reports = JSON.parse(secretlint(cwd, files, 'json')) as SecretlintReport[];
  const relative = (file: string) => path.relative(cwd, file);
  return {
    found: reports.flatMap(({ filePath, messages }) =>
      messages.map(
        ({ ruleId, loc }) =>
          `${relative(filePath)}:${loc.start.line} ${ruleId.replace(/^@secretlint\/secretlint-rule-/, '')}`,
      ),
    ),
    read: reports.map(({ filePath }) => relative(filePath)),
  };
}

// Planted secrets are put together at run time, so this file holds none of them whole (the repository scan below
// reads it too). None of them is real.
const join = (...parts: string[]) => parts.join('');
const keyChars = (length: number) => 'a1B2c3D4e5F6g7H8i9J0'.repeat(10).slice(0, length);
// A key's body starts as DER does ("MI"); secretlint takes anything else for a placeholder.
const pem = (label: string) =>
  join('-----BEGIN ', label, ' KEY-----\nMIIE', keyChars(60), '\n', keyChars(64), '\n-----END ', label, ' KEY-----');

// Kind: the file it is planted in, its content (on line 2), and the rule that must find it.
const planted: Record<string, readonly [file: string, secret: string, rule: string]> = {
  'private key': ['deploy.pem', pem(join('RSA ', 'PRIVATE')), 'privatekey'],
  'OpenSSH private key header alone': ['notes.md', join('-----BEGIN ', 'OPENSSH PRIVATE', ' KEY-----'), 'pattern'],
  'service account key in code': ['admin.ts', join('  "private', '_key": "', '-----BEGIN …"'), 'pattern'],
  'Stripe secret key': ['pay.ts', join('sk_', 'live_', keyChars(24)), 'pattern'],
  'Stripe test key': ['pay-test.ts', join('sk_', 'test_', keyChars(99)), 'pattern'],
  'Stripe restricted key': ['pay-restricted.ts', join('rk_', 'live_', keyChars(24)), 'pattern'],
  'Google API key': ['maps.ts', join('AI', 'za', 'Sy', keyChars(33)), 'pattern'],
  'GitHub token': ['gh.ts', join('gh', 'p_', keyChars(36)), 'github'],
  'GitHub fine-grained token': ['gh-pat.ts', join('github', '_pat_', '11ABCDEFG0', keyChars(72)), 'github'],
  'AWS access key id': ['aws.ts', join('AK', 'IA', 'QWERTYUIOPASDFGH'), 'aws'],
  'Slack token': ['slack.ts', join('xo', 'xb-', '1234567890-', keyChars(24)), 'slack'],
  'Slack webhook': [
    'hook.ts',
    join('https://hooks.slack', '.com/services/', 'T0123ABCD/B0123ABCD/', keyChars(24)),
    'slack',
  ],
};
const serviceAccountFile = JSON.stringify(
  { type: 'service_account', private_key_id: keyChars(40), private_key: pem('PRIVATE') },
  null,
  2,
);
const harmless = [
  'The publishable key (pk_live_… or pk_test_…), never the secret one: sk_live_…',
  join('STRIPE_PUBLISHABLE_KEY=pk_', 'live_', keyChars(24)),
  'STRIPE_SECRET_KEY=sk_live_...',
  'apiKey: "demo-api-key", projectId: "demo-mediavelocity"',
  '"private_key": ""',
  'AKIA-style ids are 20 characters; AIza keys 39.',
  '-----BEGIN PUBLIC KEY-----',
].join('\n');

describe('the secret scan (secretlint)', () => {
  let dir = '';
  let found: string[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    for (const [file, secret] of Object.values(planted)) writeFileSync(path.join(dir, file), `first line\n${secret}\n`);
    writeFileSync(path.join(dir, 'service-account.json'), serviceAccountFile);
    writeFileSync(path.join(dir, 'docs.md'), harmless);
    ({ found } = findings(dir, files()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = () => [...Object.values(planted).map(([file]) => file), 'service-account.json', 'docs.md'];

  it.each(Object.entries(planted))('finds it, with its file and line: %s', (_, [file, , rule]) => {
    expect(found).toContain(`${file}:2 ${rule}`);
  });

  it("finds a service account's JSON key file", () => {
    expect(found).toContain('service-account.json:1 gcp');
  });

  it('lets documentation, publishable keys, placeholders and the demo settings be', () => {
    expect(found.filter((finding) => finding.startsWith('docs.md:'))).toEqual([]);
  });

  it('names every file in its report, never a secret', () => {
    const report = secretlint(dir, files(), 'stylish');
    for (const [file, secret] of Object.values(planted)) {
      expect(report).toContain(file);
      expect(report).not.toContain(secret.trim().split('\n')[0]?.slice(4));
    }
  });
});

describe('no secret in the repository', () => {
  it('no file git tracks, or would add, holds a secret-shaped string', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // A tracked file deleted in the working tree has nothing to scan.
    const files = [...new Set(listed.split('\0').filter(Boolean))].filter((file) =>
      existsSync(path.join(repoRoot, file)),
    );
    const { found, read } = findings(repoRoot, files);
    // The photos and icons are skipped (.secretlintignore); everything else is read.
    expect(read.length).toBeGreaterThan(200);
    expect(files.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(0);
    expect(read.filter((file) => /\.(avif|jpe?g|png|webp|ico)$/.test(file))).toEqual([]);
    expect(found).toEqual([]);
  });

  it('.env is ignored by git, and no env file but .env.example is tracked', () => {
    // --no-index: the rule itself, whether or not such a file exists or is tracked.
    expect(spawnSync('git', ['check-ignore', '--quiet', '--no-index', '.env'], { cwd: repoRoot }).status).toBe(0);
    const envFiles = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /^\.env(\..+)?$/.test(path.basename(file)));
    expect(envFiles).toEqual(['.env.example']);
  });

  it('.env.example gives placeholders only for keys and ids', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    expect(realLookingSettings(example)).toEqual([]);
  });

  it('would notice a real-looking value in an env file, set or commented out', () => {
    const env = [
      'FIREBASE_API_KEY=',
      '# STRIPE_PUBLISHABLE_KEY=pk_live_...',
      '# GA_MEASUREMENT_ID=G-XXXXXXXXXX',
      'FIREBASE_PROJECT_ID=mediavelocity',
      'REMOTE_TOOLS_URL=https://mediavelocity-tools.web.app/mf-manifest.json',
      join('# FIREBASE_API_KEY=AI', 'za', keyChars(10)),
      'HUBSPOT_FORM_ID="5b1e6c1a-1111-2222-3333-444455556666"',
      'DEPLOY_TOKEN=abc123',
    ].join('\n');
    expect(realLookingSettings(env)).toEqual([
      { line: 6, name: 'FIREBASE_API_KEY' },
      { line: 7, name: 'HUBSPOT_FORM_ID' },
      { line: 8, name: 'DEPLOY_TOKEN' },
    ]);
  });
});

// Settings whose value is a credential or an account's identifier: in `.env.example` only placeholders. secretlint
// knows key shapes, not this file's rule that a sensitive setting (even commented out) holds a placeholder only.
const SENSITIVE_SETTING = /KEY|SECRET|TOKEN|PASSWORD|CREDENTIAL|PRIVATE|_ID$/;
// Public by nature, though named like an identifier: the Firebase project id is part of the site's own host names.
const PUBLIC_SETTINGS = new Set(['FIREBASE_PROJECT_ID']);
// Empty, elided (`...`, `…`) or masked (`XXXX`).
const PLACEHOLDER = /^$|\.\.\.|…|X{4,}/;

/** The sensitive settings of an env file (set or commented out) whose value looks real rather than a placeholder. */
function realLookingSettings(envFile: string): { line: number; name: string }[] {
  return envFile.split('\n').flatMap((content, index) => {
    const [, name = '', rawValue = ''] = /^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=(.*)$/.exec(content) ?? [];
    const value = rawValue.trim().replace(/^(['"])(.*)\1$/, '$2');
    const real = SENSITIVE_SETTING.test(name) && !PUBLIC_SETTINGS.has(name) && !PLACEHOLDER.test(value);
    return real ? [{ line: index + 1, name }] : [];
  });
}
