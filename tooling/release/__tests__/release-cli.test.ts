/**
 * The command the deploy workflows run (`npm run release -- <app> --target production`), run as they run it: a
 * production release with a setting missing or unsafe stops before anything is built, naming the setting.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../env';
import { productionSettings } from '../../__tests__/production-settings';

const production = {
  ...productionSettings,
  RELEASE_STORE: 'github',
  GITHUB_REPOSITORY: 'agency/site',
};

/** The environment of a CI runner: none of the site's settings but those given. */
function release(settings: Record<string, string>, ...args: string[]) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(FIREBASE_|REMOTE_|RELEASE_STORE|GITHUB_REPOSITORY|MV_)/.test(name),
    ),
  );
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'tooling/run.cjs'), 'tooling/scripts/release.ts', ...args],
    { cwd: repoRoot, env: { ...inherited, ...settings }, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

it.each([
  ['without the Firebase settings', { FIREBASE_API_KEY: '' }, /FIREBASE_API_KEY is not set/],
  ['with an emulator host', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST is set/],
  [
    'with a remote on http',
    { REMOTE_PORTFOLIO_URL: 'http://agency-portfolio.web.app/mf-manifest.json' },
    /REMOTE_PORTFOLIO_URL must be an https URL/,
  ],
  ['without a durable store', { RELEASE_STORE: '' }, /RELEASE_STORE is not set/],
])('a production release %s fails before building, naming the setting', (_case, change, message) => {
  const { status, output } = release({ ...production, ...change }, 'tools', '--target', 'production');
  expect(status).toBe(1);
  expect(output).toMatch(message);
  expect(output).not.toContain('▸ build');
});

it("a production release of the account without Stripe's secret in Secret Manager fails before building, naming it", () => {
  // Nothing here can reach Secret Manager: the secret cannot be read, which must stop the release like a missing one.
  const { status, output } = release(production, 'account', '--target', 'production');
  expect(status).toBe(1);
  expect(output).toMatch(/STRIPE_SECRET_KEY is not set in Secret Manager for \S+, or cannot be read/);
  expect(output).not.toContain('▸ check');
});

it('refuses an app it does not know, and a target it does not know', () => {
  expect(release(production, 'blog').output).toMatch(/"blog" is not an app; the apps are shell, portfolio/);
  expect(release(production, 'tools', '--target', 'staging').output).toMatch(/--target must be local or production/);
});
