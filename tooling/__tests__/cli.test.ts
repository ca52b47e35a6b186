import { forEachOption, parseCommandLine, parseOriginOption, UsageError } from '../cli';

describe('forEachOption', () => {
  const read = (args: string[]) => {
    const seen: [string, string][] = [];
    const result = forEachOption(args, 'usage text', (name, value) => {
      if (name !== '--url' && name !== '--flag') return false;
      seen.push([name, name === '--flag' ? '' : value()]);
      return true;
    });
    return { ...result, seen };
  };

  it('reads `--opt value`, `--opt=value` and flags, in order', () => {
    expect(read(['--url', 'a', '--flag', '--url=b=c'])).toEqual({
      help: false,
      seen: [
        ['--url', 'a'],
        ['--flag', ''],
        ['--url', 'b=c'],
      ],
    });
  });

  it('answers help for --help and -h', () => {
    expect(read(['--help']).help).toBe(true);
    expect(read(['-h', '--flag']).help).toBe(true);
  });

  it('refuses an unknown option and a missing value, with the usage', () => {
    expect(() => read(['--nope=1'])).toThrow(new UsageError('Unknown option "--nope=1".\nusage text'));
    expect(() => read(['--url'])).toThrow(new UsageError('--url needs a value.\nusage text'));
    expect(() => read(['--url', '--flag'])).toThrow(/--url needs a value/);
  });
});

describe('parseOriginOption', () => {
  it('keeps the origin of an http(s) URL and refuses anything else', () => {
    expect(parseOriginOption('https://example.test/some/path?q', 'x')).toBe('https://example.test');
    expect(() => parseOriginOption('nope', 'http://127.0.0.1:5050')).toThrow(/such as http:\/\/127\.0\.0\.1:5050/);
    expect(() => parseOriginOption('ftp://example.test', 'x')).toThrow(/http\(s\) URL/);
  });
});

describe('parseCommandLine', () => {
  const read = (args: string[]) =>
    parseCommandLine(args, { to: { type: 'string' }, 'dry-run': { type: 'boolean' } }, 'usage text');

  it('reads options and positionals', () => {
    expect(read(['tools', '--to=v2', '--dry-run'])).toMatchObject({
      values: { to: 'v2', 'dry-run': true },
      positionals: ['tools'],
    });
  });

  it("refuses an unknown option and a missing value in the scripts' own words, with the usage", () => {
    expect(() => read(['--nope'])).toThrow(new UsageError('Unknown option "--nope".\nusage text'));
    expect(() => read(['--to'])).toThrow(new UsageError('--to needs a value.\nusage text'));
    expect(() => read(['--to', '--dry-run'])).toThrow(new UsageError('--to needs a value.\nusage text'));
  });

  it("passes on parseArgs's other refusals as they are", () => {
    expect(() => read(['--dry-run=yes'])).toThrow(/--dry-run' does not take an argument[^]*\nusage text$/);
  });
});
