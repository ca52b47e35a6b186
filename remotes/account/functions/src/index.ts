/**
 * The account remote's backend, deployed with it (firebase.json's `account` functions codebase): one callable
 * function that answers a signed-in, email-verified client with that client's Stripe invoices. A thin door: who asks
 * is checked, Stripe is asked, and only the fields the page shows come back; Stripe's errors, ids and key stay here.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { defineSecret } from 'firebase-functions/params';
import { onCall } from 'firebase-functions/v2/https';
import { answerClient } from './answer-client';
import { stripeClient } from './stripe-client';

/** Stripe's secret key, from Secret Manager (`firebase functions:secrets:set STRIPE_SECRET_KEY`); never in the repo. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');

if (getApps().length === 0) initializeApp();

export const clientInvoices = onCall(
  {
    secrets: [stripeSecretKey],
    // The caller is known by the ID token the request carries, never by a cookie: any page that holds a client's token
    // could call it anyway, so CORS keeps nobody out here, and the site's origins are not written into code.
    cors: true,
    timeoutSeconds: 30,
    memory: '256MiB',
    maxInstances: 10,
  },
  // Revoked sessions and disabled accounts are refused too (one more call to the identity service).
  (request) =>
    answerClient(request.rawRequest.headers.authorization, {
      verify: (token) => getAuth().verifyIdToken(token, true),
      stripe: stripeClient(stripeSecretKey.value(), process.env.FUNCTIONS_EMULATOR === 'true'),
    }),
);
