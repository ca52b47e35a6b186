import { useEffect, useId, useReducer, useRef } from 'react';
import { EmbedLoading } from '../../components/embed-loading';
import { EmbedPanel } from '../../components/embed-panel';
import { ReachUsFallback, type FallbackReason } from '../../components/reach-us-fallback';
import type { EmbedLoaders } from '../../lib/embed-loaders';
import { patience, withinTime } from '@mediavelocity/contract';
import { ScriptLoadError } from '../../lib/load-script';
import { contactFormReducer, initialContactFormState } from './contact-form-state';
import { hubspotEmbedScript, isHubSpotLoaded, type HubSpotConfig } from './hubspot';

export type ContactFormProps = EmbedLoaders;

/** The original site's wording, exactly (docs/product.md). */
export const CONTACT_LOADING_TEXT = 'Loading form...';

const fallbackHeadings: Record<FallbackReason, string> = {
  failed: "The contact form couldn't load",
  'not-configured': "Our contact form isn't available right now",
};

/**
 * HubSpot's embedded form (forms embed v2), rendered by HubSpot into a container React leaves empty. Until HubSpot
 * says the form is ready a loading state shows; a form that is not configured or does not load shows a fallback.
 */
export function ContactForm({ loadConfig, loadScript }: ContactFormProps) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  // useId's characters are not all valid in a CSS selector, and HubSpot takes the target as one.
  const containerId = `hubspot-form-${useId().replace(/[^\w-]/g, '')}`;
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  /**
   * The form of this attempt. An effect run abandoned early (StrictMode's double effects) never creates one; a rerun
   * while HubSpot is still building it (e.g. new loader props) waits for it rather than creating a second form.
   */
  const creating = useRef<Promise<void> | null>(null);
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    let active = true;

    const createForm = (hubspot: HubSpotConfig): Promise<void> => {
      const hbspt = window.hbspt;
      const target = container.current;
      if (!hbspt || !target) return Promise.reject(new ScriptLoadError('HubSpot did not define hbspt.forms.'));
      // A failed earlier attempt may have left part of a form behind.
      target.replaceChildren();
      return new Promise<void>((resolve) => {
        hbspt.forms.create({
          region: hubspot.region,
          portalId: hubspot.portalId,
          formId: hubspot.formId,
          target: `#${containerId}`,
          onFormReady: () => resolve(),
          onFormSubmitted: () => dispatch({ type: 'form-submitted' }),
        });
      });
    };

    void (async () => {
      try {
        const { hubspot } = await loadConfig();
        if (!active) return;
        if (!hubspot) {
          dispatch({ type: 'not-configured' });
          return;
        }
        await loadScript(hubspotEmbedScript(hubspot.region), { isLoaded: isHubSpotLoaded });
        if (!active) return;
        creating.current ??= withinTime(createForm(hubspot), 'The HubSpot form', patience().providerGiveUpMs);
        await creating.current;
        if (active) dispatch({ type: 'form-ready' });
      } catch (error) {
        if (!active) return;
        creating.current = null;
        console.warn('[mediavelocity] The contact form could not load; the page shows how to email us instead.', error);
        dispatch({ type: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [loading, loadConfig, loadScript, containerId]);

  // Screen readers hear the thank-you, and keyboard users continue from it rather than from the vanished form.
  useEffect(() => {
    if (state.status === 'submitted') thanks.current?.focus();
  }, [state.status]);

  const retry = () => {
    creating.current = null;
    dispatch({ type: 'retry' });
    // The Retry button goes away; keep focus in the panel rather than dropping it to the page.
    panel.current?.focus();
  };

  const fallbackHeading = state.status === 'fallback' ? fallbackHeadings[state.reason] : '';

  return (
    <EmbedPanel ref={panel} className="mv-contact-form" announcement={fallbackHeading}>
      {state.status === 'loading' && <EmbedLoading text={CONTACT_LOADING_TEXT} />}
      <div
        id={containerId}
        ref={container}
        data-testid="hubspot-form"
        hidden={state.status === 'submitted' || state.status === 'fallback'}
      />
      {state.status === 'submitted' && (
        <div ref={thanks} role="status" tabIndex={-1} className="border rounded-3 bg-body-tertiary p-4">
          <h2 className="h4">Thank you!</h2>
          <p className="mb-0">Your message is on its way. We&apos;ll get back to you within one business day.</p>
        </div>
      )}
      {state.status === 'fallback' && (
        <ReachUsFallback
          reason={state.reason}
          heading={fallbackHeading}
          purpose="To get in touch"
          include="a few words about your project"
          emailSubject="Project enquiry"
          onRetry={retry}
        />
      )}
    </EmbedPanel>
  );
}
