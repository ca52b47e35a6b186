import { UsageError } from '../../cli';
import { DEFAULT_SHELL_URL, parseHealthArgs } from '../../scripts/check-remotes';

describe('npm run check:remotes options', () => {
  it('checks the local site with 10 s per request by default', () => {
    expect(DEFAULT_SHELL_URL).toBe('http://127.0.0.1:5050');
    expect(parseHealthArgs([])).toEqual({ url: DEFAULT_SHELL_URL, timeoutMs: 10_000, help: false });
  });

  it('takes another shell by its origin, and a timeout in seconds', () => {
    expect(parseHealthArgs(['--url', 'https://mediavelocity.web.app/work', '--timeout=2.5'])).toEqual({
      url: 'https://mediavelocity.web.app',
      timeoutMs: 2500,
      help: false,
    });
  });

  it('answers help for --help and -h', () => {
    expect(parseHealthArgs(['--help']).help).toBe(true);
    expect(parseHealthArgs(['-h', '--timeout', '1']).help).toBe(true);
  });

  it.each([
    [['--url', 'mediavelocity.web.app'], /--url must be an absolute URL/],
    [['--url', 'ftp://example.com'], /--url must be an http\(s\) URL/],
    [['--url'], /--url needs a value/],
    [['--url', '--timeout', '2'], /--url needs a value/],
    [['--timeout', '0'], /--timeout must be a number of seconds/],
    [['--timeout', 'soon'], /--timeout must be a number of seconds/],
    [['--fast'], /Unknown option "--fast"/],
    [['fast'], /Unexpected argument "fast"/],
  ])('rejects %j', (args, message) => {
    expect(() => parseHealthArgs(args)).toThrow(UsageError);
    expect(() => parseHealthArgs(args)).toThrow(message);
  });
});
