import { AccountConfigError, parseAccountConfig } from '../account-config';

const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };

describe('parseAccountConfig', () => {
  it('reads a complete config', () => {
    const config = {
      firebase,
      authEmulatorUrl: 'http://127.0.0.1:9099',
      stripe: { buyButtonId: 'buy_btn_x', publishableKey: 'pk_test_x' },
      hubspot: { portalId: '1', formId: 'f', region: 'na1' },
    };
    expect(parseAccountConfig(config)).toEqual(config);
  });

  it('treats missing or malformed provider settings as not configured', () => {
    expect(parseAccountConfig({ firebase, stripe: { buyButtonId: '' }, hubspot: 'x' })).toEqual({
      firebase,
      authEmulatorUrl: null,
      stripe: null,
      hubspot: null,
    });
  });

  it('refuses a config without Firebase settings', () => {
    expect(() => parseAccountConfig({ firebase: { apiKey: 'k' } })).toThrow(AccountConfigError);
    expect(() => parseAccountConfig(null)).toThrow(/no Firebase settings/);
  });
});
