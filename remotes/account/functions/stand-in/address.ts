/** Where the local Stripe stand-in listens when `npm start` and the browser tests run it (Stripe's own mock's port). */
export const STRIPE_STAND_IN_PORT = 12111;
export const STRIPE_STAND_IN = `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`;
