/**
 * What the shell and the remotes agree on. Types cross app boundaries here, once; the few values are pure and are
 * bundled into each app that uses them (nothing here is shared at run time).
 */
import type { RouteObject } from 'react-router-dom';

/** Every remote exposes exactly this module, under {@link ROUTES_EXPOSE}. */
export interface RemoteRoutesModule {
  readonly routes: RouteObject[];
}

export const ROUTES_EXPOSE = './routes';

/** The module the account remote exposes for the nav. */
export const ACCOUNT_WIDGET_EXPOSE = './account-widget';

/**
 * What a route may declare in its `handle` for the shell to act on. The shell reads it from every match, so a
 * remote decides about its own pages without the shell knowing their paths.
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
}

export const AGENCY_NAME = 'Mediavelocity';

/** Document titles as decisions.md sets them: "Mediavelocity Work", "Mediavelocity - Conklin Guitars", … */
export function sectionTitle(section: string): string {
  return `${AGENCY_NAME} ${section}`;
}

export function caseStudyTitle(project: string): string {
  return `${AGENCY_NAME} - ${project}`;
}

/**
 * The shell's runtime config, served beside its index.html as `runtime-config.json` and fetched on start-up, so
 * moving or redeploying a remote (or changing the analytics id) needs no shell rebuild.
 */
export interface RuntimeConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  readonly remotes: Readonly<Record<string, string>>;
  /** GA4 measurement id; empty for no analytics. */
  readonly gaMeasurementId: string;
}

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/** How to reach the agency: the footer's links and every "reach us by email instead" fallback use these. */
export const agencyContact = {
  email: 'hello@mediavelocity.com',
  /** Display form and `tel:` form of the studio's phone. */
  phone: { display: '(417) 555-0142', href: 'tel:+14175550142' },
  linkedIn: 'https://www.linkedin.com/company/mediavelocity',
  facebook: 'https://www.facebook.com/mediavelocity',
} as const;
