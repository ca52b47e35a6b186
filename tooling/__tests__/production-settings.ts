/** Settings of a sound production build, for the tests of what a production build refuses. */
export const productionSettings = {
  FIREBASE_API_KEY: 'AIza-test-key',
  FIREBASE_AUTH_DOMAIN: 'agency.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'agency',
  REMOTE_PORTFOLIO_URL: 'https://agency-portfolio.web.app/mf-manifest.json',
  REMOTE_TOOLS_URL: 'https://agency-tools.web.app/mf-manifest.json',
  REMOTE_ACCOUNT_URL: 'https://agency-account.web.app/mf-manifest.json',
} as const;
