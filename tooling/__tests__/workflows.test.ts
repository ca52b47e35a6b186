/**
 * The GitHub Actions workflows: each is a valid workflow (action-validator, the schema GitHub itself publishes), and
 * every release is gated: nothing is deployed unless the app's checks and browser tests pass first, and the deploy
 * is the release command itself, with production settings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { apps, remoteNames, type AppName } from '../apps';
import { repoRoot } from '../env';

const dir = path.join(repoRoot, '.github/workflows');
const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));

interface Step {
  readonly run?: string;
  readonly uses?: string;
}
interface Job {
  readonly needs?: string | string[];
  readonly steps?: Step[];
  readonly uses?: string;
  readonly with?: Record<string, string>;
  readonly permissions?: Record<string, string>;
  readonly env?: Record<string, string>;
}
interface Workflow {
  readonly on: Record<string, { paths?: string[]; inputs?: Record<string, { options?: string[] }> } | null>;
  readonly jobs: Record<string, Job>;
}

const read = (file: string): Workflow => parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow;
const runs = (job: Job | undefined): string[] => (job?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));

it.each(files)('%s is a valid workflow', (file) => {
  const { errors } = validateWorkflow(readFileSync(path.join(dir, file), 'utf8'));
  expect(errors).toEqual([]);
});

it.each(files)('%s never uses the local settings, nor prerenders against the live site', (file) => {
  const commands = Object.values(read(file).jobs).flatMap(runs).join('\n');
  expect(commands).not.toMatch(/deploy:local|prerender/);
});

it('the validator can fail: a job without runs-on is refused', () => {
  const broken = 'on: push\njobs:\n  build:\n    steps:\n      - run: echo hi\n';
  expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
});

describe('the release of one app', () => {
  const release = read('deploy-app.yml');
  const check = release.jobs.check;
  const deploy = release.jobs.release;

  it('runs the checks first: the release job needs them, and only it deploys', () => {
    expect(deploy?.needs).toEqual('check');
    expect(runs(check).join('\n')).not.toMatch(/--target production|firebase deploy/);
  });

  it("checks the app's typecheck, lint and unit tests, its pages, and the browser tests of its routes", () => {
    expect(runs(check)).toEqual(
      expect.arrayContaining([
        'npm run build:local',
        'npm run release -- ${{ inputs.app }} --dry-run',
        'npm run test:app -- ${{ inputs.app }}',
      ]),
    );
    expect(runs(check).some((command) => command.includes('apt-get install') && command.includes('chromium'))).toBe(
      true,
    );
  });

  it('deploys with the release command and production settings, keeping versions in a durable store', () => {
    expect(runs(deploy)).toContain('npm run release -- ${{ inputs.app }} --target production --skip-checks');
    const text = readFileSync(path.join(dir, 'deploy-app.yml'), 'utf8');
    expect(text).toMatch(/RELEASE_STORE: github/);
    expect(deploy?.permissions).toEqual({ contents: 'write' });
  });
});

it.each(Object.keys(apps) as AppName[])('deploy-%s.yml releases that app through the gated workflow', (app) => {
  const workflow = read(`deploy-${app}.yml`);
  const jobs = Object.values(workflow.jobs);
  expect(jobs).toEqual([expect.objectContaining({ uses: './.github/workflows/deploy-app.yml', with: { app } })]);
  expect(workflow.on.push?.paths).toContain(`${apps[app].dir}/**`);
});

// A release or rollback builds the runtime config, which names every remote's manifest (a missing one is refused).
it.each(['deploy-app.yml:release', 'rollback.yml:rollback'])("%s gives every remote's manifest URL", (where) => {
  const [file = '', job = ''] = where.split(':');
  const env = read(file).jobs[job]?.env ?? {};
  for (const name of remoteNames) {
    const setting = `REMOTE_${name.toUpperCase()}_URL`;
    expect(env[setting]).toBe(`\${{ vars.${setting} }}`);
  }
});

it('rollback.yml offers every remote, and only remotes', () => {
  expect(read('rollback.yml').on.workflow_dispatch?.inputs?.app?.options).toEqual(remoteNames);
});

it('a rollback is the rollback command, with production settings', () => {
  const job = read('rollback.yml').jobs.rollback;
  expect(
    runs(job).some((command) => command.startsWith('npm run rollback -- ${{ inputs.app }} --target production')),
  ).toBe(true);
});
