/**
 * What the client-area tests ask of the emulators and the Stripe stand-in: a signed-in client's ID token (as the
 * browser's SDK gets it), the function's URL, fresh clients with invoices of their own, and faults per client.
 */
import { INVOICES_FUNCTION } from '@mediavelocity/contract';
import { STRIPE_STAND_IN } from '../remotes/account/functions/stand-in/address';
import { everyStatus, type SeedInvoice } from '../remotes/account/functions/stand-in/demo-data';
import type { StandInFault } from '../remotes/account/functions/stand-in/stripe-stand-in';
import { DEMO_PROJECT_ID, emulatorPorts, LOCAL_HOST } from '../tooling/apps';
import { createAccount, toolkit } from '../tooling/auth-emulator';

export const invoicesUrl = `http://${LOCAL_HOST}:${emulatorPorts.functions}/${DEMO_PROJECT_ID}/us-central1/${INVOICES_FUNCTION}`;

/** An ID token for `email`, from the Auth emulator's sign-in endpoint (what the SDK calls). */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${toolkit}/accounts:signInWithPassword?key=emulator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The function called as anyone could: `token` as the bearer (none: no Authorization header). */
export const invoicesCall = (token?: string): Promise<Response> =>
  fetch(invoicesUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data: null }),
  });

/** A fresh address for an account only this test uses. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A new verified client (or not) with invoices of every status at the stand-in, numbered with `prefix`. */
export async function newClient(
  label: string,
  { verified = true, invoices = everyStatus(1) }: { verified?: boolean; invoices?: readonly SeedInvoice[] } = {},
) {
  const email = uniqueEmail(label);
  const password = 'client-secret-1';
  await createAccount({ email, password, emailVerified: verified });
  const prefix = label
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 8);
  await standIn('customers', { email, name: label, invoicePrefix: prefix, invoices });
  return { email, password, prefix };
}

/** Makes the stand-in fail every request about `email` (`none` ends it). */
export const standInFault = (email: string, fault: StandInFault) => standIn('faults', { email, fault });

async function standIn(what: 'customers' | 'faults', body: unknown): Promise<void> {
  const response = await fetch(`${STRIPE_STAND_IN}/__stand-in/${what}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`The Stripe stand-in refused ${what}: ${await response.text()}`);
}
