import type { AccountConfig } from '@mediavelocity/contract';

export type HubSpotConfig = NonNullable<AccountConfig['hubspot']>;

/** What `onFormSubmitted` receives as its second argument (HubSpot forms embed v2). */
export interface HubSpotSubmission {
  readonly redirectUrl?: string;
  readonly submissionValues: Readonly<Record<string, string | readonly string[]>>;
}

/** The subset of `hbspt.forms.create`'s documented options this site uses. */
export interface HubSpotFormOptions {
  readonly region: string;
  readonly portalId: string;
  readonly formId: string;
  /** A CSS selector of the element the form is rendered into. */
  readonly target: string;
  /** Called once the form is in the page. */
  readonly onFormReady?: ($form: HTMLFormElement) => void;
  /** Called after the submission has been sent. */
  readonly onFormSubmitted?: ($form: HTMLFormElement, data: HubSpotSubmission) => void;
}

export interface HubSpotGlobal {
  readonly forms: { create(options: HubSpotFormOptions): void };
}

declare global {
  interface Window {
    /** Defined by HubSpot's forms embed script. */
    hbspt?: HubSpotGlobal;
  }
}

/** HubSpot's documented embed script; accounts outside na1 load it from their region's host. */
export function hubspotEmbedScript(region: string): string {
  const host = region === 'na1' ? 'js.hsforms.net' : `js-${region}.hsforms.net`;
  return `https://${host}/forms/embed/v2.js`;
}

export const isHubSpotLoaded = (): boolean => typeof window.hbspt?.forms.create === 'function';
