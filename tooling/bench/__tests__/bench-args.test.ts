import { UsageError } from '../../cli';
import { collectFlags, parseBenchArgs } from '../../scripts/bench';

describe('npm run bench options', () => {
  it('builds and serves, runs every page once, every part, at 4× CPU, by default', () => {
    expect(parseBenchArgs([])).toEqual({
      build: true,
      url: null,
      routes: null,
      runs: 1,
      lighthouse: true,
      interactions: true,
      navigations: true,
      navRuns: 5,
      cpu: 4,
      help: false,
    });
  });

  it('takes --no-build, --routes and --runs, with a value after the option or after "="', () => {
    expect(parseBenchArgs(['--no-build', '--routes', '/, /work,/', '--runs=3'])).toMatchObject({
      build: false,
      url: null,
      routes: ['/', '/work'],
      runs: 3,
    });
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--interactions', 'skip'], { lighthouse: true, interactions: false, navigations: true }],
    [['--interactions=only'], { lighthouse: false, interactions: true, navigations: false }],
    [['--navigations', 'only', '--nav-runs', '3'], { lighthouse: false, interactions: false, navRuns: 3 }],
    [
      ['--navigations', 'skip', '--interactions', 'skip'],
      { lighthouse: true, interactions: false, navigations: false },
    ],
    [['--navigations', 'only', '--interactions', 'only'], { lighthouse: false, interactions: true, navigations: true }],
    [
      ['--navigations', 'only', '--interactions', 'skip'],
      { lighthouse: false, interactions: false, navigations: true },
    ],
  ])('runs only the parts asked for, leaving out those skipped: %j', (args, parts) => {
    expect(parseBenchArgs(args)).toMatchObject(parts);
  });

  it('slows the CPU as asked, in every part', () => {
    expect(parseBenchArgs(['--cpu', '6']).cpu).toBe(6);
    expect(parseBenchArgs(['--cpu=1', '--interactions', 'only']).cpu).toBe(1);
  });

  it('benches a running site without building anything', () => {
    expect(parseBenchArgs(['--url', 'http://127.0.0.1:5050/'])).toMatchObject({
      build: false,
      url: 'http://127.0.0.1:5050',
    });
  });

  it.each([
    [['--runs', '0'], /--runs must be a whole number/],
    [['--runs', '1.5'], /--runs must be a whole number/],
    [['--url', 'localhost:5050'], /--url must be an http\(s\) URL/],
    [['--url', 'nope'], /--url must be an absolute URL/],
    [['--routes', 'work'], /paths starting with "\/"/],
    [['--routes', ','], /paths starting with "\/"/],
    [['--routes'], /--routes needs a value\./],
    [['--interactions', 'some'], /--interactions takes only or skip \(got "some"\)/],
    [['--navigations', 'both'], /--navigations takes only or skip \(got "both"\)/],
    [['--interactions', 'only', '--routes', '/'], /--routes and --runs are Lighthouse's/],
    [['--navigations', 'only', '--runs', '3'], /--routes and --runs are Lighthouse's/],
    [['--navigations', 'skip', '--nav-runs', '3'], /--nav-runs is for the navigations, which are left out/],
    [['--interactions', 'only', '--nav-runs', '3'], /--nav-runs is for the navigations, which are left out/],
    [['--nav-runs', '0'], /--nav-runs must be a whole number from 1 to 50/],
    [['--cpu', '0'], /--cpu must be a whole number from 1 to 20 \(got "0"\)/],
    [['--cpu', '21'], /--cpu must be a whole number from 1 to 20/],
    [['--cpu', '4.5'], /--cpu must be a whole number/],
    [['--cpu', 'six'], /--cpu must be a whole number/],
    [['--fast'], /Unknown option "--fast"\./],
    [['/work'], /Unexpected argument "\/work"/],
  ])('rejects %j', (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(UsageError);
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

describe("lhci collect's flags", () => {
  it('give the run count, and the pages only when some are asked for', () => {
    expect(collectFlags(parseBenchArgs(['--runs', '3']), 'http://127.0.0.1:5050')).toEqual([
      '--collect.numberOfRuns=3',
    ]);
    expect(collectFlags(parseBenchArgs(['--routes', '/,/work']), 'http://127.0.0.1:5050')).toEqual([
      '--collect.numberOfRuns=1',
      '--collect.url=http://127.0.0.1:5050/',
      '--collect.url=http://127.0.0.1:5050/work',
    ]);
  });

  it("slow Lighthouse's CPU through its settings (merged into the config file's), only when asked", () => {
    expect(collectFlags(parseBenchArgs(['--cpu', '6']), 'http://127.0.0.1:5050')).toEqual([
      '--collect.numberOfRuns=1',
      '--settings.throttling.cpuSlowdownMultiplier=6',
    ]);
    expect(collectFlags(parseBenchArgs(['--cpu', '4']), 'http://127.0.0.1:5050')).toEqual(['--collect.numberOfRuns=1']);
  });
});
