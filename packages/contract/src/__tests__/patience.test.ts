import { fetchJsonWithinTime, GIVE_UP_MS, SLOW_NOTICE_MS, TimeoutError, withinTime } from '../patience';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the bounds', () => {
  it('says a wait is long before it gives it up, and gives up within 8 s of asking', () => {
    expect(SLOW_NOTICE_MS).toBeLessThan(GIVE_UP_MS);
    expect(GIVE_UP_MS).toBeLessThanOrEqual(8000);
  });
});

describe('withinTime', () => {
  it('passes on what settles in time', async () => {
    jest.useFakeTimers();
    await expect(withinTime(Promise.resolve('ready'), 'The widget')).resolves.toBe('ready');
    await expect(withinTime(Promise.reject(new Error('refused')), 'The widget')).rejects.toThrow('refused');
  });

  it('gives up at the bound with a TimeoutError naming what did not answer', async () => {
    jest.useFakeTimers();
    const outcome = jest.fn();
    withinTime(new Promise<never>(() => undefined), 'The widget', 1500).catch(outcome);
    await jest.advanceTimersByTimeAsync(1499);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(TimeoutError));
    expect(outcome.mock.calls[0]?.[0]).toHaveProperty('message', 'The widget did not answer within 1.5 s.');
  });
});

describe('fetchJsonWithinTime', () => {
  it('reads the JSON of a 2xx answer', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ routes: ['/tools'] }));
    await expect(fetchJsonWithinTime('http://t.test/mf-manifest.json')).resolves.toEqual({ routes: ['/tools'] });
  });

  it('rejects any other status, naming it', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(fetchJsonWithinTime('http://t.test/mf-manifest.json')).rejects.toThrow(
      'http://t.test/mf-manifest.json answered 404.',
    );
  });

  it('aborts a request whose answer has not arrived by the bound, body included', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      // Headers at once, then a body that never ends: a host that trickles.
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"rou'));
          signal?.addEventListener('abort', () => controller.error(signal?.reason));
        },
      });
      return Promise.resolve(new Response(body));
    });
    const outcome = jest.fn();
    fetchJsonWithinTime('http://t.test/mf-manifest.json').catch(outcome);
    await jest.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(outcome).toHaveBeenCalledWith(expect.any(TimeoutError));
  });
});
