import { useSyncExternalStore } from 'react';
import { onPatienceChange, patience, type Patience } from './patience';

/**
 * The bounds in force (see patience.ts), for a component that waits: it renders again when the shell sets them from
 * its runtime config, which may come after the component has started waiting (the shell's own notice, on a page load).
 */
export function usePatience(): Patience {
  return useSyncExternalStore(onPatienceChange, patience, patience);
}
