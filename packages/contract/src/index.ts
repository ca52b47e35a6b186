/**
 * What the shell and the remotes agree on. Types cross app boundaries here, once; the few values are pure and are
 * bundled into each app that uses them (nothing here is shared at run time).
 */
import type { ComponentType } from 'react';
import type { Patience } from './patience';
import { AGENCY_NAME } from './site';

/**
 * One page of a remote, as the shell mounts it. Plain data and a loader rather than react-router's data-router route
 * objects: the shell routes with react-router's declarative API (about 17 KB gzip less on every first load), so
 * loading, pending state and errors are the shell's own.
 */
export interface RemoteRoute {
  /** The path pattern, in react-router syntax (`/work`, `/team/:slug`); also published in the remote's manifest. */
  readonly path: string;
  /**
   * Loads the page's component (typically from its own chunk, with `import()`). Called on the page's first visit, and
   * again after a Retry when it failed: it must not cache a failure.
   */
  readonly page: () => Promise<ComponentType>;
  /** What the frame should do while this page is shown. */
  readonly handle?: FrameHandle;
}

/** Every remote exposes exactly this module, under {@link ROUTES_EXPOSE}. */
export interface RemoteRoutesModule {
  readonly routes: readonly RemoteRoute[];
}

export const ROUTES_EXPOSE = './routes';

/** The remote that owns sign-in, named as in the runtime config; it also exposes the nav's account widget. */
export const ACCOUNT_REMOTE = 'account';

/** The module the account remote exposes for the nav. */
export const ACCOUNT_WIDGET_EXPOSE = './account-widget';

/** What {@link ACCOUNT_WIDGET_EXPOSE} exports: the signed-in email and a Sign out action, placed in the nav. */
export interface AccountWidgetModule {
  readonly AccountWidget: ComponentType;
}

/**
 * The account remote keeps this `localStorage` key set ("1") while a client is signed in, and announces every change
 * with {@link ACCOUNT_SESSION_EVENT} on `window`. The shell reads it to decide whether to load the widget at all: a
 * visitor who never signed in downloads nothing of the account remote or of the identity SDK.
 */
export const ACCOUNT_SESSION_HINT_KEY = 'mediavelocity:signed-in';
export const ACCOUNT_SESSION_EVENT = 'mediavelocity:account-session';

/**
 * What a route may declare in its `handle` for the shell to act on, so a remote decides about its own pages without
 * the shell knowing their paths.
 */
export interface FrameHandle {
  /** Hide the top navigation while this route is shown (e.g. a full-viewport tool). */
  readonly hideNav?: boolean;
}

/**
 * Published by each remote's build inside its `mf-manifest.json` (`metaData.routes`): the path patterns the remote
 * owns, in react-router syntax. The shell reads these at run time to know which remote to load for a path, so a
 * remote can add, rename or remove pages without a shell change.
 */
export interface RemoteRouteManifest {
  readonly routes: readonly string[];
  /**
   * Per path pattern, the files its page loads besides the remote's entry and routes module (its chunks and style
   * sheets, relative to the entry like the manifest's other assets): what the shell fetches ahead of a click on a link
   * to it. A pattern without files here is prefetched as far as its routes module.
   */
  readonly pages?: Readonly<Record<string, PageFiles>>;
}

export interface PageFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The site's name and origin, and the one component every page renders its title, description and preview tags with. */
export {
  AGENCY_NAME,
  META_DESCRIPTION_LENGTH,
  SITE_LOGO,
  SITE_ORIGIN,
  SITE_SHARE_IMAGE,
  siteUrl,
  type ShareImage,
} from './site';
export { PageMeta, type PageMetaProps } from './page-meta';
export { useHydrated } from './use-hydrated';
export { useIsFullscreen } from './use-fullscreen';

/** Document titles (docs/product.md): "Mediavelocity Work", "Mediavelocity - Conklin Guitars", … */
export function sectionTitle(section: string): string {
  return `${AGENCY_NAME} ${section}`;
}

export function caseStudyTitle(project: string): string {
  return `${AGENCY_NAME} - ${project}`;
}

/**
 * The shell's runtime config, served beside its pages as `runtime-config.json` and fetched on start-up, so
 * moving or redeploying a remote (or changing the analytics id) needs no shell rebuild.
 */
export interface RuntimeConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  readonly remotes: Readonly<Record<string, string>>;
  /** GA4 measurement id; empty for no analytics. */
  readonly gaMeasurementId: string;
  /**
   * Package → version of each shared singleton the shell provides (`react`, `react-dom`, `react-router-dom`; a subpath
   * such as `react/jsx-runtime` comes with its package), to test each remote's required range against: the shell
   * before it loads a remote, `npm run check:remotes` before and after a deploy. Absent from configs written before
   * the shell published it.
   */
  readonly shared?: Readonly<Record<string, string>>;
  /**
   * The version of @module-federation/runtime-core the shell runs, which every remote runs on too (see
   * `federationRuntimeIncompatibility`). Absent from configs written before the shell published it: then no remote is
   * refused for its runtime.
   */
  readonly federationRuntime?: string;
  /**
   * How long the page waits on what it does not control (see patience.ts): the site's own bounds when absent, which
   * is how the build writes it. Browser tests answer with short ones. Checked by `readPatience`; bounds that fail the
   * check are ignored, with a warning, and the site's hold.
   */
  readonly patience?: Partial<Patience>;
}

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * How to reach the agency: the footer's links, every "reach us by email instead" fallback and the pages' structured
 * data (the home page's Organization lists the profiles as its `sameAs`) use these.
 */
export const agencyContact = {
  email: 'hello@mediavelocity.com',
  /** Display form and `tel:` form of the studio's phone. */
  phone: { display: '(417) 555-0142', href: 'tel:+14175550142' },
  /** The agency's public profiles, in the footer's order; `id` names the footer's icon. */
  profiles: [
    { id: 'linkedin', network: 'LinkedIn', url: 'https://www.linkedin.com/company/mediavelocity' },
    { id: 'facebook', network: 'Facebook', url: 'https://www.facebook.com/mediavelocity' },
  ],
} as const;

/**
 * The account remote's settings, written by its build as {@link ACCOUNT_CONFIG_FILE} beside its remoteEntry.js and
 * fetched by its pages, so a provider id can change on the hosting site without a rebuild. `null` = not configured;
 * the page concerned then shows its fallback.
 */
export interface AccountConfig {
  readonly firebase: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly appId?: string;
  };
  /** Origin of the Firebase Auth emulator (local builds); `null` for a real Firebase project. */
  readonly authEmulatorUrl: string | null;
  /** The card-payment provider's hosted buy button. */
  readonly stripe: { readonly buyButtonId: string; readonly publishableKey: string } | null;
  /** The marketing platform's embedded contact form. */
  readonly hubspot: { readonly portalId: string; readonly formId: string; readonly region: string } | null;
  /**
   * The client area's callable function (the account remote's own backend): its URL in the project's region, or the
   * Functions emulator's in local builds.
   */
  readonly invoicesUrl: string;
}

export const ACCOUNT_CONFIG_FILE = 'account-config.json';

/**
 * Set by the shell on `<html>` once the app has shown its first page: a page rendered after it is a visit's next page,
 * not the takeover of prerendered markup (which a page's first render must match).
 */
export const APP_READY_ATTRIBUTE = 'data-mv-ready';

export {
  INVOICES_FUNCTION,
  UNPAID_STATUSES,
  type ClientInvoice,
  type ClientInvoicesAnswer,
  type ClientInvoiceStatus,
} from './invoices';

export {
  DEFAULT_PATIENCE,
  fetchJsonWithinTime,
  GIVE_UP_MS,
  patience,
  PATIENCE_RANGE_MS,
  PROVIDER_GIVE_UP_MS,
  readPatience,
  setPatience,
  SLOW_NOTICE_MS,
  TimeoutError,
  withinTime,
  type Patience,
} from './patience';
export { usePatience } from './use-patience';
