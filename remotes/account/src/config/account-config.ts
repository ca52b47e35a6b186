import { ACCOUNT_CONFIG_FILE, fetchJsonWithinTime, type AccountConfig } from '@mediavelocity/contract';

export type { AccountConfig };

export class AccountConfigError extends Error {
  override name = 'AccountConfigError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasStrings(value: unknown, keys: readonly string[]): boolean {
  return isObject(value) && keys.every((key) => typeof value[key] === 'string' && value[key] !== '');
}

/** Checks a fetched config's shape; a provider whose settings are malformed counts as not configured. */
export function parseAccountConfig(json: unknown): AccountConfig {
  if (!isObject(json) || !hasStrings(json.firebase, ['apiKey', 'authDomain', 'projectId'])) {
    throw new AccountConfigError(`${ACCOUNT_CONFIG_FILE} has no Firebase settings.`);
  }
  if (typeof json.invoicesUrl !== 'string' || !URL.canParse(json.invoicesUrl)) {
    throw new AccountConfigError(`${ACCOUNT_CONFIG_FILE} has no URL for the client area's invoices.`);
  }
  const provider = <T>(value: unknown, keys: readonly string[]): T | null =>
    hasStrings(value, keys) ? (value as T) : null;
  return {
    firebase: json.firebase as AccountConfig['firebase'],
    authEmulatorUrl: typeof json.authEmulatorUrl === 'string' && json.authEmulatorUrl ? json.authEmulatorUrl : null,
    stripe: provider(json.stripe, ['buyButtonId', 'publishableKey']),
    hubspot: provider(json.hubspot, ['portalId', 'formId', 'region']),
    invoicesUrl: json.invoicesUrl,
  };
}

/** Where the build put the config: beside this remote's entry, wherever the remote is deployed. */
function configUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : document.baseURI;
  return new URL(ACCOUNT_CONFIG_FILE, new URL(base, document.baseURI)).href;
}

let pending: Promise<AccountConfig> | undefined;
let loaded: AccountConfig | undefined;

/** The account remote's settings, fetched once per page load (again after a failure, so a retry can succeed). */
export function loadAccountConfig(): Promise<AccountConfig> {
  pending ??= (async () => {
    loaded = parseAccountConfig(await fetchJsonWithinTime(configUrl()));
    return loaded;
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** The settings, if they have loaded in this page (see `loadAccountConfig`); undefined until then. */
export function loadedAccountConfig(): AccountConfig | undefined {
  return loaded;
}
