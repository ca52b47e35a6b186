import { UsageError } from '../../cli';
import { collectFlags, parseBenchArgs } from '../../scripts/bench';

describe('npm run bench options', () => {
  it('builds and serves, and runs every page once, by default', () => {
    expect(parseBenchArgs([])).toEqual({
      build: true,
      url: null,
      routes: null,
      runs: 1,
      lighthouse: true,
      interactions: true,
      help: false,
    });
  });

  it('takes --no-build, --routes and --runs, with a value after the option or after "="', () => {
    expect(parseBenchArgs(['--no-build', '--routes', '/, /work,/', '--runs=3'])).toEqual({
      build: false,
      url: null,
      routes: ['/', '/work'],
      runs: 3,
      lighthouse: true,
      interactions: true,
      help: false,
    });
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });

  it('runs Lighthouse or the interactions alone with --interactions skip or only', () => {
    expect(parseBenchArgs(['--interactions', 'skip'])).toMatchObject({ lighthouse: true, interactions: false });
    expect(parseBenchArgs(['--interactions=only'])).toMatchObject({ lighthouse: false, interactions: true });
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
    [['--interactions', 'only', '--routes', '/'], /--routes and --runs are Lighthouse's/],
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
});
