import type Stripe from 'stripe';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ClientInvoicesAnswer } from '@mediavelocity/contract/src/invoices';
import { verifiedEmail, type VerifyIdToken } from './caller';
import { listClientInvoices, type ListOptions } from './client-invoices';

export interface AnswerDependencies extends ListOptions {
  readonly verify: VerifyIdToken;
  /** None when no Stripe key is configured (outside the emulator). */
  readonly stripe: Stripe | undefined;
}

/**
 * One call of the function: who asks (the `Authorization` header), then their invoices. Every refusal is an
 * HttpsError the client can show; Stripe's own words and ids go to the log, for the agency, never to the client.
 */
export async function answerClient(
  authorization: string | undefined,
  { verify, stripe, ...options }: AnswerDependencies,
): Promise<ClientInvoicesAnswer> {
  const email = await verifiedEmail(authorization, verify);
  if (!stripe) {
    logger.error('STRIPE_SECRET_KEY is not set: no invoices can be read.');
    throw new HttpsError('failed-precondition', "Invoices can't be shown right now.");
  }
  try {
    return { invoices: await listClientInvoices(stripe, email, options) };
  } catch (error) {
    logger.error('Reading the invoices from Stripe failed.', { error });
    throw new HttpsError('unavailable', "Your invoices can't be reached right now.");
  }
}
