import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';

/** How an address is compared: trimmed and in lower case (the identity service keeps it so; Stripe keeps it as typed). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Checks an ID token (signature, expiry, project; and that the account is still enabled and not signed out). */
export type VerifyIdToken = (token: string) => Promise<DecodedIdToken>;

const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * The caller's verified email address, or the refusal the client is shown. The token is verified here, whatever the
 * callable protocol did before: the Functions emulator skips that check (any token-shaped text passes), and this door
 * must refuse a missing, expired or forged token, then an account whose address nobody has proved to own (anyone can
 * sign up with a client's address).
 */
export async function verifiedEmail(authorization: string | undefined, verify: VerifyIdToken): Promise<string> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpsError('unauthenticated', 'Please sign in to see your invoices.');
  let decoded: DecodedIdToken;
  try {
    decoded = await verify(token);
  } catch (error) {
    const expired = errorCode(error) === 'auth/id-token-expired';
    throw new HttpsError(
      'unauthenticated',
      expired ? 'Your session has expired. Please sign in again.' : 'Please sign in again to see your invoices.',
    );
  }
  if (!decoded.email)
    throw new HttpsError('permission-denied', 'This account has no email address to find invoices by.');
  if (decoded.email_verified !== true) {
    throw new HttpsError('permission-denied', 'Please verify your email address first: we show invoices only then.');
  }
  return normaliseEmail(decoded.email);
}
