import type { AccountConfig } from '@mediavelocity/contract';
import type { FallbackReason } from '../../components/reach-us-fallback';

export type StripeButtonConfig = NonNullable<AccountConfig['stripe']>;

/** The payment panel: loading → ready (the buy button) or fallback; a failed load may be retried. */
export type PaymentState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly button: StripeButtonConfig }
  | { readonly status: 'fallback'; readonly reason: FallbackReason };

export type PaymentAction =
  | { readonly type: 'loaded'; readonly button: StripeButtonConfig }
  | { readonly type: 'not-configured' }
  | { readonly type: 'failed' }
  | { readonly type: 'retry' };

export const initialPaymentState: PaymentState = { status: 'loading' };

/** Results only count while loading (a late one from an abandoned attempt is ignored); only a failure is retried. */
export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'loaded':
      return state.status === 'loading' ? { status: 'ready', button: action.button } : state;
    case 'not-configured':
      return state.status === 'loading' ? { status: 'fallback', reason: 'not-configured' } : state;
    case 'failed':
      return state.status === 'loading' ? { status: 'fallback', reason: 'failed' } : state;
    case 'retry':
      return state.status === 'fallback' && state.reason === 'failed' ? initialPaymentState : state;
  }
}
