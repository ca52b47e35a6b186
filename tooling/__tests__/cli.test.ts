import { parseCommandLine, parseOriginOption, UsageError } from '../cli';

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
