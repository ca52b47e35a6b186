/**
 * Talks to the local Firebase Auth emulator's REST API: `npm start` seeds the demo client account with it, and the
 * browser tests set up accounts with it (their other calls are in e2e/accounts.ts). Never used against a real project.
 */
import { demoAccounts, type DemoAccount } from '../remotes/account/functions/stand-in/demo-data';
import { emulatorPorts, LOCAL_HOST } from './apps';

/** The client accounts `npm start` creates in the emulator (the Stripe stand-in has their invoices; see the README). */
export { demoAccounts };
export const demoClient = demoAccounts.client;

export const authEmulatorOrigin = `http://${LOCAL_HOST}:${emulatorPorts.auth}`;

export const toolkit = `${authEmulatorOrigin}/identitytoolkit.googleapis.com/v1`;
// The emulator treats this bearer token as the project's owner (what the Admin SDK would be).
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Calls the emulator as the project's owner; a refusal throws with the emulator's message. */
export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  // JSON.stringify(undefined) is undefined: a GET goes without a body.
  const response = await fetch(url, { method, headers: owner, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { readonly error?: { readonly message?: string } };
  if (!response.ok) {
    throw new Error(`Auth emulator: ${method} ${url} answered ${response.status} ${json.error?.message ?? ''}`.trim());
  }
  return json;
}

/** Creates an email/password account (verified unless it says otherwise) and returns its uid. */
export async function createAccount(account: Pick<DemoAccount, 'email' | 'password'> & Partial<DemoAccount>) {
  const { email, password, displayName, emailVerified = true } = account;
  const body = { email, password, displayName, emailVerified };
  return (await call<{ localId: string }>('POST', `${toolkit}/accounts:signUp?key=emulator`, body)).localId;
}

/** Creates each demo account unless it exists already (an emulator restarted with its data, say). */
export async function seedDemoAccounts(): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    await createAccount(account).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes('EMAIL_EXISTS'))) throw error;
    });
  }
}
