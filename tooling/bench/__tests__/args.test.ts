import { parseBenchArgs, UsageError } from '../args';

describe('npm run bench options', () => {
  it('builds and serves every route once by default', () => {
    expect(parseBenchArgs([])).toEqual({ build: true, url: null, routes: null, runs: 1, help: false });
  });

  it('takes --no-build, --routes and --runs, with a value after the option or after "="', () => {
    expect(parseBenchArgs(['--no-build', '--routes', '/, /work,/', '--runs=3'])).toEqual({
      build: false,
      url: null,
      routes: ['/', '/work'],
      runs: 3,
      help: false,
    });
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
    [['--routes'], /--routes needs a value/],
    [['--url', '--no-build'], /--url needs a value/],
    [['--fast'], /Unknown option "--fast"/],
  ])('rejects %j', (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(UsageError);
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});
