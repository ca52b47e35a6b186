import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { gzipSizes } from '../gzip';

describe('gzipSizes', () => {
  const body = 'console.log("hello");'.repeat(200);
  let server: http.Server;
  let base: string;
  let hits: string[];

  beforeAll(async () => {
    hits = [];
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/app.js') response.end(body);
      else {
        response.statusCode = 404;
        response.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gzips each local body at level 9 once, and fetches nothing from other hosts', async () => {
    const lookup = await gzipSizes([`${base}/app.js`, `${base}/app.js`, `${base}/gone.js`, 'https://example.com/x.js']);
    expect(hits).toEqual(['/app.js', '/gone.js']);
    expect(lookup(`${base}/app.js`)).toBe(gzipSync(body, { level: 9 }).length);
    expect(lookup(`${base}/gone.js`)).toBeUndefined();
    expect(lookup('https://example.com/x.js')).toBeUndefined();
  });
});
