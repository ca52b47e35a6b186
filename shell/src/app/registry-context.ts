import { createContext, useContext } from 'react';
import type { RemoteRegistry } from '../federation/remote-registry';

export interface RemotesContextValue {
  readonly registry: RemoteRegistry;
  /** Forgets the failure of these remotes and loads the current page again, without a full page reload. */
  readonly retry: (remotes: readonly string[]) => void;
  /** How many Retries so far: what was mounted before one is mounted anew. */
  readonly generation: number;
}

export const RemotesContext = createContext<RemotesContextValue | null>(null);

export function useRemotes(): RemotesContextValue {
  const value = useContext(RemotesContext);
  if (!value) throw new Error('useRemotes must be used inside <RemotesContext>');
  return value;
}
