/** The tools remote's pages. The build publishes these in mf-manifest.json; the routes module maps them to pages. */
export const paths = {
  tools: '/tools',
  screenTracker: '/screen-tracker',
  calculator: '/calculator',
} as const;

/** Every path the tools remote owns (the shell's sitemap lists them). */
export const routePaths: readonly string[] = Object.values(paths);
