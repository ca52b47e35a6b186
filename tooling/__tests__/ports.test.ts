import net from 'node:net';
import { assertPortsFree, isPortFree } from '../processes';

function listen(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('port checks before starting servers', () => {
  it('names each busy port and what needed it', async () => {
    const server = await listen();
    const busy = (server.address() as net.AddressInfo).port;
    try {
      expect(await isPortFree(busy, '127.0.0.1')).toBe(false);
      await expect(
        assertPortsFree(
          [
            { port: busy, what: 'shell hosting' },
            { port: 0, what: 'any free port' },
          ],
          '127.0.0.1',
        ),
      ).rejects.toThrow(new RegExp(`127\\.0\\.0\\.1:${busy} \\(shell hosting\\)`));
    } finally {
      server.close();
    }
  });

  it('passes when every port is free', async () => {
    const server = await listen();
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    await expect(assertPortsFree([{ port, what: 'freed port' }], '127.0.0.1')).resolves.toBeUndefined();
  });
});
