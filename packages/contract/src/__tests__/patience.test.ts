import {
  DEFAULT_PATIENCE,
  fetchJsonWithinTime,
  GIVE_UP_MS,
  onPatienceChange,
  patience,
  PROVIDER_GIVE_UP_MS,
  readPatience,
  setPatience,
  SLOW_NOTICE_MS,
  TimeoutError,
  withinTime,
} from '../patience';
import type * as patienceModule from '../patience';

afterEach(() => {
  setPatience(DEFAULT_PATIENCE);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the bounds', () => {
  it('says a wait is long before it gives it up, gives up within 8 s of asking, and gives providers as long', () => {
    expect(SLOW_NOTICE_MS).toBeLessThan(GIVE_UP_MS);
    expect(GIVE_UP_MS).toBeLessThanOrEqual(8000);
    expect(PROVIDER_GIVE_UP_MS).toBeGreaterThanOrEqual(GIVE_UP_MS);
  });
});

describe('readPatience: bounds served in the runtime config', () => {
  it("takes whole milliseconds in order, and keeps the site's bound for any left out", () => {
    expect(readPatience({ slowNoticeMs: 1000, giveUpMs: 2500, providerGiveUpMs: 3500 })).toEqual({
      slowNoticeMs: 1000,
      giveUpMs: 2500,
      providerGiveUpMs: 3500,
    });
    expect(readPatience({ slowNoticeMs: 1000 })).toEqual({ ...DEFAULT_PATIENCE, slowNoticeMs: 1000 });
    expect(readPatience({})).toEqual(DEFAULT_PATIENCE);
  });

  it.each([
    [null, '"patience" must be an object.'],
    ['fast', '"patience" must be an object.'],
    [{ giveUpMs: '2000' }, '"patience.giveUpMs" must be a whole number of milliseconds from 250 to 60000.'],
    [{ giveUpMs: 2000.5 }, '"patience.giveUpMs" must be a whole number'],
    [{ slowNoticeMs: 0 }, '"patience.slowNoticeMs" must be a whole number'],
    [{ providerGiveUpMs: 3_600_000 }, '"patience.providerGiveUpMs" must be a whole number'],
    [{ slowNoticeMs: 5000 }, 'slowNoticeMs < giveUpMs <= providerGiveUpMs'],
    [{ giveUpMs: 9000 }, 'slowNoticeMs < giveUpMs <= providerGiveUpMs'],
  ])('refuses %j, saying why', (value, message) => {
    expect(() => readPatience(value)).toThrow(message);
  });
});

describe('the bounds in force', () => {
  it("are the site's until set, and every copy of this module reads the same (the page's global object)", async () => {
    expect(patience()).toBe(DEFAULT_PATIENCE);
    const listener = jest.fn();
    const stop = onPatienceChange(listener);
    const short = readPatience({ slowNoticeMs: 1000, giveUpMs: 2500, providerGiveUpMs: 3500 });
    setPatience(short);
    expect(listener).toHaveBeenCalledTimes(1);
    let copy: typeof patienceModule | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof patienceModule>('../patience');
    });
    expect(copy?.patience).not.toBe(patience);
    expect(copy?.patience()).toBe(short);
    stop();
    setPatience(DEFAULT_PATIENCE);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('are what withinTime and fetchJsonWithinTime wait by default', async () => {
    jest.useFakeTimers();
    setPatience(readPatience({ slowNoticeMs: 500, giveUpMs: 1000 }));
    const outcome = jest.fn();
    withinTime(new Promise<never>(() => undefined), 'The widget').catch(outcome);
    await jest.advanceTimersByTimeAsync(999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.mock.calls[0]?.[0]).toHaveProperty('message', 'The widget did not answer within 1 s.');

    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
    const fetched = jest.fn();
    fetchJsonWithinTime('http://t.test/mf-manifest.json').catch(fetched);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetched).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetched.mock.calls[0]?.[0]).toHaveProperty(
      'message',
      'http://t.test/mf-manifest.json did not answer within 1 s.',
    );
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
