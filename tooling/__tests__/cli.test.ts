import { inPool, parseCommandLine, parseOriginOption, UsageError } from '../cli';

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

describe('inPool', () => {
  it('gives the results in the order of the items, whatever order they finish in', async () => {
    const delays = [30, 0, 10, 0];
    const started: number[] = [];
    const results = await inPool(delays, 2, async (delay) => {
      started.push(delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return `waited ${delay}`;
    });
    expect(results).toEqual(['waited 30', 'waited 0', 'waited 10', 'waited 0']);
    expect(started).toEqual(delays);
  });

  it('runs at least one at a time, and passes on an empty list', async () => {
    await expect(inPool([1, 2], 0, async (item) => item * 2)).resolves.toEqual([2, 4]);
    await expect(inPool([], 3, async () => 'never')).resolves.toEqual([]);
  });
});
