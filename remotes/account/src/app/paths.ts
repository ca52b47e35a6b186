/** The account remote's pages. The build publishes these in mf-manifest.json; the routes module maps them to pages. */
export const paths = {
  login: '/login',
  createAccount: '/create-account',
  account: '/account',
  pay: '/pay',
  contact: '/contact',
} as const;

/** Every path the account remote owns (the shell's sitemap lists those not in {@link noindexPaths}). */
export const routePaths: readonly string[] = Object.values(paths);

/**
 * Pages that say `noindex` and stay out of the shell's sitemap. None today: sign-in and payment are ordinary pages a
 * client may well search for ("Mediavelocity pay invoice"), and the SEO target is 100 on every route, which a
 * noindex page cannot score. Only the shell's not-found page says noindex.
 */
export const noindexPaths: ReadonlySet<string> = new Set<string>();
