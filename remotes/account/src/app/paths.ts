/** The account remote's pages. The build publishes these in mf-manifest.json; the routes module maps them to pages. */
export const paths = {
  login: '/login',
  pay: '/pay',
  contact: '/contact',
} as const;
