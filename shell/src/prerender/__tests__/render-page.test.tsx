/**
 * @jest-environment node
 */
// React's static renderer needs what Node has and jsdom does not (MessageChannel).
import './unref-message-ports';
import type { RemoteRegistry } from '../../federation/remote-registry';
import { publishPage } from '../render-page';

function Broken(): never {
  throw new Error('The page cannot render');
}

describe('publishPage', () => {
  it('hands the prerender why the page could not be rendered, not nothing', async () => {
    const publish = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await publishPage(<Broken />, {} as RemoteRegistry, publish);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0][0]).toEqual({ error: expect.stringContaining('The page cannot render') });
  });
});
