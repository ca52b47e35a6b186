import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../env';
import { isBinary, mask, realLookingSettings, scanRepository, scanText } from '../secrets';

// Planted secrets are put together at run time, so this file holds none of them whole (the repository scan below
// reads it too). None of them is real.
const join = (...parts: string[]) => parts.join('');
const keyChars = (length: number) => 'a1B2c3D4e5F6g7H8i9J0'.repeat(10).slice(0, length);
const planted = {
  'private key': join('-----BEGIN ', 'RSA PRIVATE', ' KEY-----'),
  'OpenSSH private key': join('-----BEGIN ', 'OPENSSH PRIVATE', ' KEY-----'),
  'service account private key': join('  "private', '_key": "', '-----BEGIN …"'),
  'Stripe secret key': join('sk_', 'live_', keyChars(24)),
  'Stripe test key': join('sk_', 'test_', keyChars(99)),
  'Stripe restricted key': join('rk_', 'live_', keyChars(24)),
  'Google API key': join('AI', 'za', 'Sy', keyChars(33)),
  'GitHub token': join('gh', 'p_', keyChars(36)),
  'GitHub fine-grained token': join('github', '_pat_', '11ABCDEFG0', keyChars(50)),
  'AWS access key id': join('AK', 'IA', 'IOSFODNN7EXAMPLE'),
  'Slack token': join('xo', 'xb-', '1234567890-', keyChars(24)),
  'Slack webhook': join('https://hooks.slack', '.com/services/', 'T000/B000/', keyChars(24)),
};

describe('the secret scanner', () => {
  it.each(Object.entries(planted))('finds it: %s, with its line, masked', (_, secret) => {
    const hits = scanText(`first line\nconst setting = '${secret}';\n`);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.line).toBe(2);
    expect(hits[0]?.masked).toBe(mask(secretMatched(secret)));
    expect(hits[0]?.masked).not.toContain(secret.slice(6));
  });

  it('finds every secret of a line, and several lines', () => {
    const text = `${planted['GitHub token']} ${planted['AWS access key id']}\n\n${planted['Stripe secret key']}`;
    expect(scanText(text).map(({ line, kind }) => `${line} ${kind}`)).toEqual([
      '1 GitHub token',
      '1 AWS access key id',
      '3 Stripe secret or restricted key',
    ]);
  });

  it('lets documentation, publishable keys, placeholders and the demo settings be', () => {
    const text = [
      'The publishable key (pk_live_… or pk_test_…), never the secret one: sk_live_…',
      join('STRIPE_PUBLISHABLE_KEY=pk_', 'live_', keyChars(24)),
      'STRIPE_SECRET_KEY=sk_live_...',
      'apiKey: "demo-api-key", projectId: "demo-mediavelocity"',
      '"private_key": ""',
      'AKIA-style ids are 20 characters; AIza keys 39.',
      '-----BEGIN PUBLIC KEY-----',
    ].join('\n');
    expect(scanText(text)).toEqual([]);
  });

  it("skips a lockfile's integrity hashes, and only those lines", () => {
    const hash = join('sha512-', 'x'.repeat(20), 'AK', 'IA', 'ABCDEFGHIJKLMNOP', '/', 'y'.repeat(20), '==');
    expect(scanText(`      "integrity": "${hash}",`)).toEqual([]);
    expect(scanText(`      "note": "${join('AK', 'IA', 'ABCDEFGHIJKLMNOP')}",`)).toHaveLength(1);
  });

  it('tells binary files by a NUL byte, as git does', () => {
    expect(isBinary(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x1a]))).toBe(true);
    expect(isBinary(Buffer.from('plain text, ünïcode too', 'utf8'))).toBe(false);
  });
});

/** The part of a planted line the scanner matches (the service account's is the key's start, not the whole line). */
function secretMatched(secret: string): string {
  const match = /"private_key"\s*:\s*"[^"\s]/.exec(secret);
  return match ? match[0] : secret;
}

describe('no secret in the repository', () => {
  it('no file git tracks, or would add, holds a secret-shaped string', () => {
    const { hits, scanned, skippedBinary } = scanRepository(repoRoot);
    // The photos and icons are skipped; everything else is read.
    expect(scanned).toBeGreaterThan(200);
    expect(skippedBinary).toBeGreaterThan(0);
    expect(hits.map(({ file, line, kind, masked }) => `${file}:${line}: ${kind} ${masked}`)).toEqual([]);
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
