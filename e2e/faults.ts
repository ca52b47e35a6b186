/**
 * Faults of a remote's host, made the way they happen. Refusals and wrong answers are Playwright's own (`abort`,
 * `fulfill`); the slow kinds go through a real HTTP server of the test's (`SlowHost`), which accepts the connection and
 * then answers never, a few bytes at a time, or late: the browser's requests to the remote's origin are sent there.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { LOCAL_HOST, type RemoteName } from '../tooling/apps';
import { remoteOrigin } from './fixtures';
import { testPatience } from './patience';

export const faults = [
  'refused',
  'HTTP 404',
  'HTTP 500',
  'invalid manifest',
  'garbage JavaScript',
  'never answers',
  'trickles',
  'answers late',
] as const;

export type Fault = (typeof faults)[number];

/** The faults after which the page is not shown: the remote's pages end on the "unavailable" panel. */
export const fatal = (fault: Fault): boolean => fault !== 'answers late';

/** The faults the visitor waits through: the "taking longer than usual" notice comes first. */
export const slow = (fault: Fault): boolean =>
  fault === 'never answers' || fault === 'trickles' || fault === 'answers late';

/** How the slow host answers: not at all, TRICKLE_BYTES every second, or whole after a delay (ms). */
export type Pace = 'never' | 'trickle' | { readonly lateBy: number };

/**
 * "Answers late": each answer after half the give-up bound (2.5 s with the site's bounds), so each request is answered
 * within the bound, and the page, which takes three requests in a row, well after the notice.
 */
export const DELAY_MS = testPatience.giveUpMs / 2;
const TRICKLE_BYTES = 8;
/** How long `stop` waits for the answers under way. */
const STOP_WAIT_MS = 5_000;
/** How long without a request before `stop` closes the host. */
const QUIET_MS = 200;

/**
 * A host that accepts every connection and answers at its pace, with what the real host (the path after
 * `/<pace>/<port>`) answers. `heal` makes it answer the requests it holds, and every later one, at once. One per test.
 */
export class SlowHost {
  private healed = false;
  private readonly held = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Answers under way (the real host asked, the answer not yet given or held). */
  private readonly answering = new Set<Promise<void>>();
  private lastRequestAt = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<SlowHost> {
    const server = createServer();
    const host = new SlowHost(server);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      host.lastRequestAt = Date.now();
      const answering = host
        .answer(request, response)
        .catch((error: unknown) => {
          // The real host did not answer the slow one: say so, as a proxy would.
          if (!response.headersSent) response.writeHead(502);
          response.end(String(error));
        })
        .finally(() => host.answering.delete(answering));
      host.answering.add(answering);
    });
    await new Promise<void>((resolve) => server.listen(0, LOCAL_HOST, resolve));
    return host;
  }

  /** Where a request to `url` goes to be answered at `pace`. */
  urlFor(url: string, pace: Pace): string {
    const original = new URL(url);
    const { port } = this.server.address() as AddressInfo;
    const step = typeof pace === 'string' ? pace : `late-${pace.lateBy}`;
    return `http://${LOCAL_HOST}:${port}/${step}/${original.port}${original.pathname}${original.search}`;
  }

  /**
   * Sends a request here, to be answered at `pace`. Once this host has stopped (the test is over, and a link's page is
   * still fetched ahead), the request goes to the real host, as it would without the fault.
   */
  send(route: Route, pace: Pace): Promise<void> {
    return this.server.listening ? route.continue({ url: this.urlFor(route.request().url(), pace) }) : route.fallback();
  }

  /** Sends the page's requests that match `pattern` here, to be answered at `pace`. Returns how to stop. */
  async take(page: Page, pattern: string | RegExp, pace: Pace): Promise<() => Promise<void>> {
    const handler = (route: Route) => this.send(route, pace);
    await page.route(pattern, handler);
    return () => page.unroute(pattern, handler);
  }

  heal(): void {
    this.healed = true;
    for (const release of this.held) release();
    this.held.clear();
  }

  /**
   * Answers what it holds and what it is still fetching, lets those answers reach the page, then stops (at most
   * STOP_WAIT_MS later): the page, still open as the test ends, sees its requests answered rather than cut off (which
   * the browser would log as an error). Requests made after that go to the real host (`send`); the test's fixture
   * stops routing the page here first.
   */
  async stop(): Promise<void> {
    this.heal();
    // Requests routed here just before the test ended are still on their way: stop once none has come for a moment.
    const deadline = Date.now() + STOP_WAIT_MS;
    while (Date.now() - this.lastRequestAt < QUIET_MS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
    }
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const answered = Promise.allSettled([...this.answering]).then(() => this.server.closeIdleConnections());
    await Promise.race([Promise.all([answered, closed]), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    for (const timer of this.timers) clearInterval(timer);
    this.server.closeAllConnections();
    await closed;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const [, pace, port, ...rest] = (request.url ?? '').split('/');
    const upstream = await fetch(`http://${LOCAL_HOST}:${port}/${rest.join('/')}`);
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
        headers[name] = value;
      }
    });
    const whole = () => {
      if (response.writableEnded) return;
      response.writeHead(upstream.status, headers);
      response.end(body);
    };
    if (this.healed) return whole();
    if (pace === 'never') {
      // Accepted, and then nothing: the headers are not even sent.
      this.held.add(whole);
      return;
    }
    if (pace?.startsWith('late-')) {
      const timer = setTimeout(whole, Number(pace.slice('late-'.length)));
      this.timers.add(timer);
      this.held.add(whole);
      return;
    }
    // A few bytes a second: the headers at once, then the body at a trickle (the rest at once when healed).
    response.writeHead(upstream.status, headers);
    let sent = 0;
    const finish = () => {
      clearInterval(timer);
      if (!response.writableEnded) response.end(body.subarray(sent));
    };
    const timer = setInterval(() => {
      if (sent >= body.length) return finish();
      response.write(body.subarray(sent, sent + TRICKLE_BYTES));
      sent += TRICKLE_BYTES;
    }, 1000);
    this.timers.add(timer);
    this.held.add(finish);
    request.on('close', () => clearInterval(timer));
  }
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the page logs when a remote's host breaks: the errors a fault test allows, and nothing else. */
export interface ExpectedErrors {
  /** Console errors, matched against "<text> <url>" (e2e/fixtures.ts). */
  readonly expectedConsoleErrors: readonly RegExp[];
  /** Uncaught page errors. */
  readonly expectedPageErrors: readonly RegExp[];
}

/** Why a remote failed, as its error says: its name, and its message (a pattern where it holds a changing figure). */
interface RemoteError {
  readonly name: string;
  readonly message: string | RegExp;
}

/**
 * What a remote's failure logs: Chromium's line for each failed load from the remote's host (`failedLoad`, e.g.
 * 'net::ERR_CONNECTION_REFUSED'), the shell's line naming why the remote's manifest did not load (`manifest`), the
 * lines of a remote that did not load or whose page failed (`remote`), and an uncaught error of the page (`page`).
 */
export function errorsOf(
  remote: RemoteName,
  why: {
    readonly failedLoad?: string;
    readonly manifest?: string;
    readonly remote?: RemoteError;
    readonly page?: RegExp;
  },
): ExpectedErrors {
  const origin = escaped(remoteOrigin(remote));
  const message = why.remote?.message;
  const errors = [
    why.failedLoad && `^Failed to load resource: ${escaped(why.failedLoad)} ${origin}/`,
    why.manifest &&
      `^\\[mediavelocity\\] The ${remote} remote's manifest \\(${origin}/mf-manifest\\.json\\) did not load\\. ${escaped(why.manifest)}`,
    // The shell's line as the remote fails; its error boundary's; React's (the error alone).
    message !== undefined &&
      `^(\\[mediavelocity\\] |(\\[mediavelocity\\] The ${remote} remote failed on this page\\. )?${why.remote?.name}: )${
        typeof message === 'string' ? escaped(message) : message.source
      }`,
  ];
  const sources = errors.filter((pattern) => typeof pattern === 'string');
  return {
    // One pattern (see `expectedConsoleErrors` in e2e/fixtures.ts), matching none when nothing is expected.
    expectedConsoleErrors: [
      new RegExp(sources.length > 0 ? sources.map((source) => `(?:${source})`).join('|') : '(?!)'),
    ],
    expectedPageErrors: why.page ? [why.page] : [],
  };
}

const manifestUrl = (remote: RemoteName) => `${remoteOrigin(remote)}/mf-manifest.json`;

/** What `fault` of the remote's host logs (the short bounds of e2e/patience.ts give the time-out's figure). */
export function faultErrors(remote: RemoteName, fault: Fault): ExpectedErrors {
  const timedOut = `TimeoutError: ${manifestUrl(remote)} did not answer within ${testPatience.giveUpMs / 1000} s.`;
  switch (fault) {
    case 'refused':
      return errorsOf(remote, { failedLoad: 'net::ERR_CONNECTION_REFUSED', manifest: 'TypeError: Failed to fetch' });
    case 'HTTP 404':
      return errorsOf(remote, {
        failedLoad: 'the server responded with a status of 404 (Not Found)',
        manifest: `Error: ${manifestUrl(remote)} answered 404.`,
      });
    case 'HTTP 500':
      return errorsOf(remote, {
        failedLoad: 'the server responded with a status of 500 (Internal Server Error)',
        manifest: `Error: ${manifestUrl(remote)} answered 500.`,
      });
    case 'invalid manifest':
      return errorsOf(remote, {
        manifest: `RemoteLoadError: ${manifestUrl(remote)} is not a Mediavelocity remote manifest`,
      });
    case 'garbage JavaScript':
      return errorsOf(remote, {
        remote: {
          name: 'RemoteLoadError',
          message: `The ${remote} remote did not load ([ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001`,
        },
        // The browser's own report of the garbled entry (GARBAGE_SCRIPT), which no page code can catch.
        page: /^Unexpected identifier 'is'$/,
      });
    case 'never answers':
    case 'trickles':
      return errorsOf(remote, { manifest: timedOut });
    case 'answers late':
      return errorsOf(remote, {});
  }
}

const GARBAGE_SCRIPT = 'this is not JavaScript ))){';

const isManifest = (url: string) => new URL(url).pathname.endsWith('/mf-manifest.json');
const isEntry = (url: string) => new URL(url).pathname.endsWith('/remoteEntry.js');

/**
 * Breaks the remote's host with `fault`: every request to its origin for a host that is down or slow; its manifest
 * only for an invalid manifest; its entry only for garbage JavaScript (the one script a deploy replaces in place: a
 * hashed file with other content would have another name). Returns `heal`, after which the host answers as usual (the
 * slow host answers what it was holding, too).
 */
export async function breakRemote(
  page: Page,
  remote: RemoteName,
  fault: Fault,
  slowHost: SlowHost,
): Promise<() => Promise<void>> {
  const pattern = `${remoteOrigin(remote)}/**`;
  // As the remote's host answers every file but the hashed ones: to be asked again, not kept.
  const answer = (route: Route, status: number, contentType: string, body: string) =>
    route.fulfill({ status, contentType, body, headers: { 'cache-control': 'no-cache' } });
  const handler = (route: Route): Promise<void> => {
    const url = route.request().url();
    switch (fault) {
      case 'refused':
        return route.abort('connectionrefused');
      case 'HTTP 404':
        return answer(route, 404, 'text/html', '<!doctype html><title>Not Found</title>');
      case 'HTTP 500':
        return answer(route, 500, 'text/html', '<!doctype html><title>Error</title>');
      case 'invalid manifest':
        return isManifest(url)
          ? answer(route, 200, 'application/json', JSON.stringify({ metaData: { name: remote } }))
          : route.fallback();
      case 'garbage JavaScript':
        return isEntry(url) ? answer(route, 200, 'text/javascript', GARBAGE_SCRIPT) : route.fallback();
      case 'never answers':
        return slowHost.send(route, 'never');
      case 'trickles':
        return slowHost.send(route, 'trickle');
      case 'answers late':
        return slowHost.send(route, { lateBy: DELAY_MS });
    }
  };
  await page.route(pattern, handler);
  return async () => {
    await page.unroute(pattern, handler);
    slowHost.heal();
  };
}
