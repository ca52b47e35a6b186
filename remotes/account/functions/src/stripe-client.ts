import Stripe from 'stripe';
import { STRIPE_STAND_IN } from '../stand-in/address';

/**
 * How long one request to Stripe may take, and how often a failed one is tried again: the client's page gives up on
 * this function after the providers' bound (8 s), so the function answers before that, with a message of its own.
 */
export const STRIPE_TIMEOUT_MS = 3000;
const RETRIES = 1;

/** What the SDK sends the stand-in as a key: it stands for "no Stripe account", and has no real key's shape. */
export const STAND_IN_KEY = 'stand-in';

/**
 * The Stripe SDK for `secretKey`. Without one, in the Functions emulator only, the SDK pointed at the local stand-in
 * (`standIn`, see stand-in/), so the whole client area works offline; deployed without a key, none (index.ts refuses).
 */
export function stripeClient(secretKey: string, emulated: boolean, standIn = STRIPE_STAND_IN): Stripe | undefined {
  const common = { timeout: STRIPE_TIMEOUT_MS, maxNetworkRetries: RETRIES };
  if (secretKey) return new Stripe(secretKey, common);
  if (!emulated) return undefined;
  const { hostname: host, port, protocol } = new URL(standIn);
  return new Stripe(STAND_IN_KEY, { ...common, host, port, protocol: protocol === 'https:' ? 'https' : 'http' });
}
