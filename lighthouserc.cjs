// Lighthouse CI's configuration: what `npm run bench` runs (tooling/scripts/bench.ts serves the built site, then runs
// `lhci collect`, `lhci upload` and `lhci assert` with this file). Against a site already running it works on its own
// too: `npx lhci collect && npx lhci assert` (MV_BENCH_URL=<origin> for another site than http://127.0.0.1:5050).
//
// Lighthouse runs with its mobile defaults (an emulated mid-range phone, simulated slow 4G, a 4x slower CPU) in Debian's
// headless Chromium (CHROMIUM_PATH for another one), which resolves no host name but the site's: no request leaves the
// machine. Every run starts with empty caches and storage.
require('esbuild-register/dist/node').register({ target: `node${process.versions.node}` });
const { chromeFlagsString, chromiumPath } = require('./tooling/chromium.ts');
const { NOT_FOUND_PATH, sitePages } = require('./tooling/seo/site-routes.ts');

const baseUrl = new URL(process.env.MV_BENCH_URL || 'http://127.0.0.1:5050').origin;

// Every page the remotes publish (the same route data their builds publish), then an address no page has.
const urls = [...sitePages().map((page) => page.path), NOT_FOUND_PATH].map((path) => new URL(path, baseUrl).href);

// The targets, on every page: each category at 100 (a score of 1), and no layout shift at all. The byte budgets are
// gzip -9 sizes, which Lighthouse does not measure (it sees Brotli plus headers): e2e/budget.spec.ts keeps them.
const targets = {
  'categories:performance': ['error', { minScore: 1 }],
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'categories:seo': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
};

// The not-found page says `noindex` by design (no address without a page may be indexed), and Lighthouse's SEO score
// counts that against any page: "Page is blocked from indexing" weighs 4 of the category's 12 points, so the page
// scores 66 when every other SEO audit passes. Anything else failing takes it lower.
const notFoundUrl = `${NOT_FOUND_PATH}$`;
const notFoundTargets = { ...targets, 'categories:seo': ['error', { minScore: 0.66 }] };

module.exports = {
  ci: {
    collect: {
      url: urls,
      // `npm run bench -- --runs N` (or lhci's own --collect.numberOfRuns=N); the figures are the median run's.
      numberOfRuns: 1,
      chromePath: chromiumPath(),
      settings: {
        // Lighthouse CI adds --headless=new.
        chromeFlags: chromeFlagsString([new URL(baseUrl).hostname]),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Lighthouse's reset leaves IndexedDB, local storage and cookies alone; Firebase Auth keeps its state in
        // IndexedDB after /login, so every page would start from whatever the one before left. Each starts clean.
        clearStorageTypes: [
          'cookies',
          'file_systems',
          'indexeddb',
          'local_storage',
          'shader_cache',
          'service_workers',
          'cache_storage',
        ],
      },
    },
    assert: {
      assertMatrix: [
        { matchingUrlPattern: `^(?!.*${notFoundUrl})`, aggregationMethod: 'median', assertions: targets },
        { matchingUrlPattern: notFoundUrl, aggregationMethod: 'median', assertions: notFoundTargets },
      ],
    },
    // Reports stay on this machine (never temporary-public-storage): an HTML and a JSON report per run, and
    // manifest.json, which names them and marks each page's median run.
    upload: { target: 'filesystem', outputDir: 'bench/lhci' },
  },
};
