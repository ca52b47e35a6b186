import { AccountConfigError, loadAccountConfig, loadedAccountConfig, parseAccountConfig } from '../account-config';

const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };

describe('parseAccountConfig', () => {
  it('reads a complete config', () => {
    const config = {
      firebase,
      authEmulatorUrl: 'http://127.0.0.1:9099',
      stripe: { buyButtonId: 'buy_btn_x', publishableKey: 'pk_test_x' },
      hubspot: { portalId: '1', formId: 'f', region: 'na1' },
      invoicesUrl: 'https://us-central1-demo.cloudfunctions.net/clientInvoices',
    };
    expect(parseAccountConfig(config)).toEqual(config);
  });

  it('treats missing or malformed provider settings as not configured', () => {
    const invoicesUrl = 'http://127.0.0.1:5001/demo/us-central1/clientInvoices';
    expect(parseAccountConfig({ firebase, stripe: { buyButtonId: '' }, hubspot: 'x', invoicesUrl })).toEqual({
      firebase,
      authEmulatorUrl: null,
      stripe: null,
      hubspot: null,
      invoicesUrl,
    });
  });

  it('refuses a config without Firebase settings', () => {
    expect(() => parseAccountConfig({ firebase: { apiKey: 'k' } })).toThrow(AccountConfigError);
    expect(() => parseAccountConfig(null)).toThrow(/no Firebase settings/);
  });

  it("refuses a config without the client area's function", () => {
    expect(() => parseAccountConfig({ firebase, invoicesUrl: 'not a url' })).toThrow(/no URL for the client area/);
  });
});

describe('loadAccountConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the config beside the remote once, and again only after a failure', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(Response.json({ firebase, invoicesUrl: 'https://example.test/clientInvoices' }));
    await expect(loadAccountConfig()).rejects.toThrow(/account-config\.json answered 404/);
    expect(loadedAccountConfig()).toBeUndefined();
    await expect(loadAccountConfig()).resolves.toMatchObject({ firebase, stripe: null });
    expect(loadedAccountConfig()).toMatchObject({ firebase, authEmulatorUrl: null });
    await loadAccountConfig();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/account-config\.json$/);
  });
});
