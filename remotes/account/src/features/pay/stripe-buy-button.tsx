import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { patience, withinTime } from '@mediavelocity/contract';
import type { LoadScript } from '../../lib/load-script';
import type { StripeButtonConfig } from './payment-state';

/** Stripe's documented buy button: this script defines the `<stripe-buy-button>` custom element. */
export const STRIPE_BUY_BUTTON_SCRIPT = 'https://js.stripe.com/v3/buy-button.js';
export const STRIPE_BUY_BUTTON_TAG = 'stripe-buy-button';

interface StripeBuyButtonAttributes extends HTMLAttributes<HTMLElement> {
  readonly 'buy-button-id': string;
  readonly 'publishable-key': string;
}

// React 19 passes these to the custom element as attributes (it has no properties of those names).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting React's own JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      'stripe-buy-button': DetailedHTMLProps<StripeBuyButtonAttributes, HTMLElement>;
    }
  }
}

const isDefined = () => customElements.get(STRIPE_BUY_BUTTON_TAG) !== undefined;

/** Loads Stripe's script (once per page) and waits until it has defined the element, all within one timeout. */
export function loadStripeBuyButton(loadScript: LoadScript): Promise<void> {
  const defined = loadScript(STRIPE_BUY_BUTTON_SCRIPT, { isLoaded: isDefined }).then(() =>
    customElements.whenDefined(STRIPE_BUY_BUTTON_TAG),
  );
  return withinTime(defined, 'The Stripe buy button', patience().providerGiveUpMs).then(() => undefined);
}

export interface StripeBuyButtonProps {
  readonly button: StripeButtonConfig;
}

export function StripeBuyButton({ button }: StripeBuyButtonProps) {
  return <stripe-buy-button buy-button-id={button.buyButtonId} publishable-key={button.publishableKey} />;
}
