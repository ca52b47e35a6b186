import type { AccountConfig } from '@mediavelocity/contract';
import type { LoadScript } from '../load-script';

/** Obviously fake ids: tests never carry real third-party keys. */
export const fakeStripe = { buyButtonId: 'buy_btn_test_fake', publishableKey: 'pk_test_fake' } as const;
export const fakeHubSpot = {
  portalId: '123456',
  formId: '00000000-0000-4000-8000-000000000000',
  region: 'na1',
} as const;

export function fakeAccountConfig(providers: Partial<Pick<AccountConfig, 'stripe' | 'hubspot'>> = {}): AccountConfig {
  return {
    firebase: { apiKey: 'fake-api-key', authDomain: 'demo.example.test', projectId: 'demo-test' },
    authEmulatorUrl: null,
    stripe: null,
    hubspot: null,
    invoicesUrl: 'https://us-central1-demo-test.cloudfunctions.net/clientInvoices',
    ...providers,
  };
}

export type FakeLoadScript = jest.Mock<ReturnType<LoadScript>, Parameters<LoadScript>>;

/** A script loader that does what `script` says (by default: nothing, successfully), recording its calls. */
export function fakeLoadScript(script: LoadScript = async () => undefined): FakeLoadScript {
  return jest.fn(script);
}
