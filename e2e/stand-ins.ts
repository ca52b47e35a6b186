/**
 * Stand-ins for the third-party scripts the site loads (analytics, the payment button, the contact form), each
 * following its provider's documented API, and the settings that make the site load them. The tests serve them
 * from the providers' real URLs: nothing from those hosts can be reached here.
 */
import type { Page } from '@playwright/test';
import { fetchThrough } from './fetch-through';
import { remoteOrigin } from './fixtures';

export const MEASUREMENT_ID = 'G-TEST12345';

/**
 * A stand-in for gtag.js that follows its documented contract: it reads the commands queued in `window.dataLayer`
 * (Arguments objects from `gtag(...)`) and those pushed later, here recording `config` and `event` commands.
 */
export const GTAG_STAND_IN = `
(function () {
  var record = (window.__gtag = { config: [], events: [] });
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function handle(args) {
    if (args[0] === 'config') record.config.push(args[1]);
    if (args[0] === 'event') record.events.push({ name: args[1], params: args[2] });
  }
  for (var i = 0; i < dataLayer.length; i++) handle(dataLayer[i]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dataLayer, arguments);
  };
})();`;

export interface GtagRecord {
  config: string[];
  /** Page views (`page_path`, `page_title`) and web vitals (`value`, `metric_id`, …) alike. */
  events: { name: string; params: Record<string, unknown> }[];
}

declare global {
  interface Window {
    __gtag?: GtagRecord;
    gtag?: unknown;
  }
}

export async function configureAnalytics(page: Page, measurementId: string): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await fetchThrough(route);
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, gaMeasurementId: measurementId } });
  });
}

export const STRIPE_SCRIPT = 'https://js.stripe.com/v3/buy-button.js';
export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';

/** Obviously fake ids. */
export const stripe = { buyButtonId: 'buy_btn_standin', publishableKey: 'pk_test_standin' };
export const hubspot = { portalId: '123456', formId: '0a1b2c3d-0000-4000-8000-000000000000', region: 'na1' };

/**
 * A stand-in for Stripe's buy-button.js that follows its documented contract: it defines the `<stripe-buy-button>`
 * custom element, which reads its `buy-button-id` and `publishable-key` attributes and renders into its own (open)
 * shadow root, as Stripe's does. DOM APIs only: the site's CSP allows no inline styles or handlers.
 */
export const STRIPE_STAND_IN = `
customElements.define('stripe-buy-button', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const ids = document.createElement('p');
    ids.textContent = 'Stand-in buy button ' + this.getAttribute('buy-button-id') + ' ' + this.getAttribute('publishable-key');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Pay now';
    root.append(ids, button);
  }
});`;

/**
 * A stand-in for HubSpot's forms embed v2: `hbspt.forms.create(options)` builds a small form into
 * `document.querySelector(options.target)`, calls `options.onFormReady(form)` once it is in the page, and on submit
 * `options.onFormSubmitted(form, { redirectUrl, submissionValues })`. It records each call for the test.
 */
export const HUBSPOT_STAND_IN = `
(function () {
  var record = (window.__hubspotStandIn = { forms: [], submissions: [] });
  window.hbspt = {
    forms: {
      create: function (options) {
        record.forms.push({ region: options.region, portalId: options.portalId, formId: options.formId, target: options.target });
        var form = document.createElement('form');
        form.setAttribute('aria-label', 'Stand-in HubSpot form');
        function field(tag, name, text) {
          var label = document.createElement('label');
          label.htmlFor = 'standin-' + name + '-' + record.forms.length;
          label.textContent = text;
          var input = document.createElement(tag);
          input.id = label.htmlFor;
          input.name = name;
          input.required = true;
          form.append(label, input);
          return input;
        }
        var email = field('input', 'email', 'Email');
        email.type = 'email';
        var message = field('textarea', 'message', 'Message');
        var submit = document.createElement('button');
        submit.type = 'submit';
        submit.textContent = 'Submit';
        form.append(submit);
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          var values = { email: email.value, message: message.value };
          record.submissions.push(values);
          options.onFormSubmitted(form, { redirectUrl: '', submissionValues: values });
        });
        document.querySelector(options.target).append(form);
        setTimeout(function () { options.onFormReady(form); }, 0);
      }
    }
  };
})();`;

export interface HubSpotStandInRecord {
  forms: { region: string; portalId: string; formId: string; target: string }[];
  submissions: { email: string; message: string }[];
}

declare global {
  interface Window {
    __hubspotStandIn?: HubSpotStandInRecord;
  }
}

/** The account remote's real config, with both providers configured. */
export async function configureProviders(page: Page): Promise<void> {
  await page.route(`${remoteOrigin('account')}/**/account-config.json`, async (route) => {
    const response = await fetchThrough(route);
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, stripe, hubspot } });
  });
}

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/**';

/** A stand-in for YouTube's privacy-enhanced embed: the page an `<iframe src=".../embed/<id>">` shows. */
export const YOUTUBE_EMBED_STAND_IN = '<!doctype html><title>Stand-in player</title><p>Stand-in player</p>';

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js**';

/** Every third party the site may load configured, and served from its real URL; returns the URLs the page asked for. */
export async function serveThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = (url: string, contentType: string, body: string) =>
    page.route(url, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType, body });
    });
  await configureAnalytics(page, MEASUREMENT_ID);
  await configureProviders(page);
  await serve(GTAG_SCRIPT, 'text/javascript', GTAG_STAND_IN);
  await serve(STRIPE_SCRIPT, 'text/javascript', STRIPE_STAND_IN);
  await serve(HUBSPOT_SCRIPT, 'text/javascript', HUBSPOT_STAND_IN);
  await serve(YOUTUBE_EMBED, 'text/html', YOUTUBE_EMBED_STAND_IN);
  return requested;
}
