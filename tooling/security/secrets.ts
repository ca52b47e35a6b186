/**
 * Secret-shaped strings in the repository's files: private keys, and the tokens of the services a site like this one
 * might be given (Stripe secret keys, Google API keys, GitHub, AWS, Slack, a service account's JSON key). Each hit
 * names its file and line with the secret masked, so the report itself leaks nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface SecretPattern {
  readonly kind: string;
  readonly pattern: RegExp;
}

// Each pattern asks for the length of a real key, so documentation such as `sk_live_…` or `pk_live_...` (and a
// publishable key, which is meant to be public) does not match.
export const secretPatterns: readonly SecretPattern[] = [
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g },
  { kind: 'service account private key', pattern: /"private_key"\s*:\s*"[^"\s]/g },
  { kind: 'Stripe secret or restricted key', pattern: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[0-9A-Za-z]{36,}|github_pat_[0-9A-Za-z_]{22,})/g },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[0-9A-Za-z-]{10,}/g },
  { kind: 'Slack webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[0-9A-Za-z_/-]{20,}/g },
];

// A lockfile's integrity hashes are long base64 runs that could spell a key's shape by chance; they are never secrets.
const INTEGRITY_LINE = /^\s*"integrity":\s*"sha(?:1|256|384|512)-[0-9A-Za-z+/=]+",?\s*$/;

// Files whose contents are never text: skipped by name, before reading. Anything else with a NUL byte is too.
const BINARY_EXTENSIONS = new Set([
  '.avif',
  '.gif',
  '.ico',
  '.jpeg',
  '.jpg',
  '.pdf',
  '.png',
  '.webp',
  '.woff',
  '.woff2',
]);

export interface SecretHit {
  readonly line: number;
  readonly kind: string;
  /** Enough of the match to find it, never enough to use it. */
  readonly masked: string;
}

export const mask = (secret: string): string => `${secret.slice(0, 4)}…(${secret.length} characters)`;

export function scanText(text: string): SecretHit[] {
  const hits: SecretHit[] = [];
  text.split('\n').forEach((content, index) => {
    if (INTEGRITY_LINE.test(content)) return;
    for (const { kind, pattern } of secretPatterns) {
      for (const match of content.matchAll(pattern)) hits.push({ line: index + 1, kind, masked: mask(match[0]) });
    }
  });
  return hits;
}

/** Git's own test: a NUL byte in the first 8000 bytes. */
export const isBinary = (content: Buffer): boolean => content.subarray(0, 8000).includes(0);

/** The files git tracks, plus new ones it does not ignore (they are what the next commit may add). */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].sort();
}

export interface RepositoryScan {
  readonly hits: readonly (SecretHit & { readonly file: string })[];
  readonly scanned: number;
  readonly skippedBinary: number;
}

export function scanRepository(root: string): RepositoryScan {
  const hits: (SecretHit & { file: string })[] = [];
  let scanned = 0;
  let skippedBinary = 0;
  for (const file of repositoryFiles(root)) {
    const full = path.join(root, file);
    // A tracked file deleted in the working tree has nothing to scan; a submodule is a folder.
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    if (BINARY_EXTENSIONS.has(path.extname(file).toLowerCase())) {
      skippedBinary++;
      continue;
    }
    const content = readFileSync(full);
    if (isBinary(content)) {
      skippedBinary++;
      continue;
    }
    scanned++;
    for (const hit of scanText(content.toString('utf8'))) hits.push({ file, ...hit });
  }
  return { hits, scanned, skippedBinary };
}

// Settings whose value is a credential or an account's identifier: in `.env.example` only placeholders.
const SENSITIVE_SETTING = /KEY|SECRET|TOKEN|PASSWORD|CREDENTIAL|PRIVATE|_ID$/;
// Public by nature, though named like an identifier: the Firebase project id is part of the site's own host names.
const PUBLIC_SETTINGS = new Set(['FIREBASE_PROJECT_ID']);
// Empty, elided (`...`, `…`) or masked (`XXXX`).
const PLACEHOLDER = /^$|\.\.\.|…|X{4,}/;

/** The sensitive settings of an env file (set or commented out) whose value looks real rather than a placeholder. */
export function realLookingSettings(envFile: string): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  envFile.split('\n').forEach((content, index) => {
    const setting = /^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=(.*)$/.exec(content);
    if (!setting) return;
    const [, name = '', rawValue = ''] = setting;
    const value = rawValue.trim().replace(/^(['"])(.*)\1$/, '$2');
    if (SENSITIVE_SETTING.test(name) && !PUBLIC_SETTINGS.has(name) && !PLACEHOLDER.test(value)) {
      found.push({ line: index + 1, name });
    }
  });
  return found;
}
