import { HttpsError } from 'firebase-functions/v2/https';
import { verifiedEmail } from '../caller';
import { emulatedVerifier, emulatorToken, forgedToken } from './id-tokens';

let verifier: Awaited<ReturnType<typeof emulatedVerifier>>;
const verify = (token: string) => verifier.verify(token);

beforeAll(async () => {
  verifier = await emulatedVerifier(['disabled-client']);
});

afterAll(() => verifier.close());
const bearer = (token: string) => `Bearer ${token}`;

async function refusal(authorization: string | undefined): Promise<HttpsError> {
  const error = await verifiedEmail(authorization, verify).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return error;
}

it("gives a verified client's address, in lower case", async () => {
  const token = emulatorToken({ email: ' Demo.Client@Example.COM' });
  await expect(verifiedEmail(bearer(token), verify)).resolves.toBe('demo.client@example.com');
});

it.each([
  ['no Authorization header', undefined, 'Please sign in to see your invoices.'],
  ['a header without a bearer token', 'Basic dXNlcjpwYXNz', 'Please sign in to see your invoices.'],
  ['text that is no token', bearer('not-a-token'), 'Please sign in again to see your invoices.'],
  ['an expired token', bearer(emulatorToken({ email: 'a@example.com', expiresIn: -60 })), 'Your session has expired.'],
  ['a forged token', bearer(forgedToken({ email: 'a@example.com' })), 'Please sign in again to see your invoices.'],
  [
    'a disabled account',
    bearer(emulatorToken({ email: 'a@example.com', uid: 'disabled-client' })),
    'Please sign in again to see your invoices.',
  ],
  [
    "another project's token",
    bearer(emulatorToken({ email: 'a@example.com', project: 'demo-elsewhere' })),
    'Please sign in again to see your invoices.',
  ],
])('refuses %s as unauthenticated (HTTP 401), saying what to do', async (_case, authorization, message) => {
  const error = await refusal(authorization);
  expect(error.code).toBe('unauthenticated');
  expect(error.httpErrorCode.status).toBe(401);
  expect(error.message).toContain(message);
});

it.each([
  ['an unverified address', emulatorToken({ email: 'a@example.com', email_verified: false }), /verify your email/],
  ['an account without an address', emulatorToken({}), /no email address/],
])('refuses %s as permission denied (HTTP 403)', async (_case, token, message) => {
  const error = await refusal(bearer(token));
  expect(error.code).toBe('permission-denied');
  expect(error.httpErrorCode.status).toBe(403);
  expect(error.message).toMatch(message);
});
