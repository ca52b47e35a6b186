import type { AccountConfig } from '@mediavelocity/contract';
import { loadAccountConfig } from '../config/account-config';
import { loadScript, type LoadScript } from './load-script';

/** What a page with a third-party embed fetches: the remote's config, then the provider's script. Tests pass fakes. */
export interface EmbedLoaders {
  readonly loadConfig: () => Promise<AccountConfig>;
  readonly loadScript: LoadScript;
}

export const defaultEmbedLoaders: EmbedLoaders = { loadConfig: loadAccountConfig, loadScript };
