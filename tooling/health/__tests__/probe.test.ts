import { failureReason, ProbeError } from '../check';

describe('why a request failed', () => {
  it.each([
    [new ProbeError('HTTP 404 Not Found'), 'HTTP 404 Not Found'],
    [new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 'no answer within 10 s'],
    [
      new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND nowhere.example') }),
      'network error: getaddrinfo ENOTFOUND nowhere.example',
    ],
    [new Error('socket hang up'), 'network error: socket hang up'],
    ['odd', 'network error: odd'],
  ])('%s → %s', (error, reason) => {
    expect(failureReason(error, 10_000)).toBe(reason);
  });

  it('gives the timeout as it was set', () => {
    expect(failureReason(new DOMException('aborted', 'TimeoutError'), 2500)).toBe('no answer within 2.5 s');
    expect(failureReason(new DOMException('aborted', 'AbortError'), 100)).toBe('no answer within 0.1 s');
  });
});
