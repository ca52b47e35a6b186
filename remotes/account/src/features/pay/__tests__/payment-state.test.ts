import { initialPaymentState, paymentReducer, type PaymentAction, type PaymentState } from '../payment-state';

const button = { buyButtonId: 'buy_btn_test_fake', publishableKey: 'pk_test_fake' };
const loading: PaymentState = initialPaymentState;
const ready: PaymentState = { status: 'ready', button };
const notConfigured: PaymentState = { status: 'fallback', reason: 'not-configured' };
const failed: PaymentState = { status: 'fallback', reason: 'failed' };

describe('paymentReducer', () => {
  it('starts loading', () => {
    expect(initialPaymentState).toEqual({ status: 'loading' });
  });

  it.each<[string, PaymentState, PaymentAction, PaymentState]>([
    ['loading → ready when the button is loaded', loading, { type: 'loaded', button }, ready],
    ['loading → fallback when not configured', loading, { type: 'not-configured' }, notConfigured],
    ['loading → fallback when it could not load', loading, { type: 'failed' }, failed],
    ['a failed load → loading again on retry', failed, { type: 'retry' }, loading],
  ])('%s', (_, state, action, next) => {
    expect(paymentReducer(state, action)).toEqual(next);
  });

  it.each<[string, PaymentState, PaymentAction]>([
    ['retry while loading', loading, { type: 'retry' }],
    ['retry when ready', ready, { type: 'retry' }],
    ['retry when not configured (nothing to try again)', notConfigured, { type: 'retry' }],
    ['a late failure once ready', ready, { type: 'failed' }],
    ['a late result after falling back', failed, { type: 'loaded', button }],
    ['a late "not configured" after a failure', failed, { type: 'not-configured' }],
    ['loaded again when ready', ready, { type: 'loaded', button: { ...button, buyButtonId: 'buy_btn_other' } }],
  ])('ignores %s', (_, state, action) => {
    expect(paymentReducer(state, action)).toBe(state);
  });
});
