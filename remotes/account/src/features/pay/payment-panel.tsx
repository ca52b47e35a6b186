import { useEffect, useReducer, useRef } from 'react';
import { EmbedLoading } from '../../components/embed-loading';
import { EmbedPanel } from '../../components/embed-panel';
import { ReachUsFallback, type FallbackReason } from '../../components/reach-us-fallback';
import type { EmbedLoaders } from '../../lib/embed-loaders';
import { initialPaymentState, paymentReducer } from './payment-state';
import { loadStripeBuyButton, StripeBuyButton } from './stripe-buy-button';
import './pay.scss';

export type PaymentPanelProps = EmbedLoaders;

export const PAYMENT_LOADING_TEXT = 'Loading the secure payment button…';

const fallbackHeadings: Record<FallbackReason, string> = {
  failed: "The secure payment button couldn't load",
  'not-configured': "Online card payment isn't available right now",
};

/** Stripe's buy button once its script is ready; until then a loading state, and if it cannot be shown, a fallback. */
export function PaymentPanel({ loadConfig, loadScript }: PaymentPanelProps) {
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const panel = useRef<HTMLDivElement>(null);
  const loading = state.status === 'loading';

  // Runs on mount and again after each Retry (both enter `loading`).
  useEffect(() => {
    if (!loading) return;
    let active = true;
    void (async () => {
      try {
        const { stripe } = await loadConfig();
        if (!active) return;
        if (!stripe) {
          dispatch({ type: 'not-configured' });
          return;
        }
        await loadStripeBuyButton(loadScript);
        if (active) dispatch({ type: 'loaded', button: stripe });
      } catch (error) {
        if (!active) return;
        console.warn('[mediavelocity] The payment button could not load; the page shows how to pay instead.', error);
        dispatch({ type: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [loading, loadConfig, loadScript]);

  const retry = () => {
    dispatch({ type: 'retry' });
    // The Retry button goes away; keep focus in the panel rather than dropping it to the page.
    panel.current?.focus();
  };

  const fallbackHeading = state.status === 'fallback' ? fallbackHeadings[state.reason] : '';

  return (
    <EmbedPanel ref={panel} className="mv-payment-panel" announcement={fallbackHeading}>
      {state.status === 'loading' && <EmbedLoading text={PAYMENT_LOADING_TEXT} />}
      {state.status === 'ready' && <StripeBuyButton button={state.button} />}
      {state.status === 'fallback' && (
        <ReachUsFallback
          reason={state.reason}
          heading={fallbackHeading}
          purpose="To pay your invoice"
          include="your invoice number"
          emailSubject="Invoice payment"
          onRetry={retry}
        />
      )}
    </EmbedPanel>
  );
}
