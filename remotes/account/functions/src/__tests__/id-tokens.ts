/**
 * ID tokens for the function's tests, made as the Auth emulator makes them (unsigned), or forged (signed with a key
 * that is not the identity service's), verified by firebase-admin as the Functions emulator has it verify them.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { VerifyIdToken } from '../caller';

export const PROJECT_ID = 'demo-invoices-test';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenClaims {
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly uid?: string;
  /** Seconds from now the token expires (negative: expired). */
  readonly expiresIn?: number;
  readonly project?: string;
}

function payload({
  email,
  email_verified = true,
  uid = 'client-1',
  expiresIn = 3600,
  project = PROJECT_ID,
}: TokenClaims) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 60,
    sub: uid,
    user_id: uid,
    iat: Math.min(now, now + expiresIn - 1),
    exp: now + expiresIn,
    ...(email === undefined ? {} : { email, email_verified }),
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
}

/** An ID token as the Auth emulator issues it: not signed (`alg: none`). */
export const emulatorToken = (claims: TokenClaims): string =>
  `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload(claims))}.`;

/** A token signed with a key of the forger's own, as if from the identity service. */
export function forgedToken(claims: TokenClaims): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'forged' })}.${encode(payload(claims))}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

/**
 * firebase-admin's own check, as the Functions emulator has it run (an Auth emulator host set): only `alg: none` is
 * accepted, the claims are checked, and the account is looked up (it must exist and not be disabled). The lookup is
 * answered here, for the accounts `disabled` does not name, so the tests need no emulator. Returns how to stop.
 */
export async function emulatedVerifier(disabled: readonly string[] = []): Promise<{
  verify: VerifyIdToken;
  close: () => Promise<void>;
}> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const [uid = ''] = (JSON.parse(body) as { localId?: string[] }).localId ?? [];
      const users = [{ localId: uid, disabled: disabled.includes(uid), providerUserInfo: [] }];
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ users }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = getApps().find((each) => each.name === 'tests') ?? initializeApp({ projectId: PROJECT_ID }, 'tests');
  return {
    verify: (token) => getAuth(app).verifyIdToken(token, true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
