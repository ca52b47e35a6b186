import { useSyncExternalStore } from 'react';
import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';
import { afterFirstLoad } from '../../lib/idle';

function readHint(): boolean {
  try {
    return localStorage.getItem(ACCOUNT_SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: treated as never signed in
  }
}

/**
 * The hint as last read, while anything shows it; unknown (signed out, as the prerendered page says) until first read.
 * A page's first read of its storage waits on the browser (a synchronous round trip), so the first is made once the
 * first load is over (the first page shown, the page loaded, the browser idle), as the widget it leads to is loaded.
 */
let hint: boolean | undefined;
const listeners = new Set<() => void>();

function update(): void {
  if (listeners.size === 0) return;
  const next = readHint();
  if (next === hint) return;
  hint = next;
  for (const listener of listeners) listener();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === ACCOUNT_SESSION_HINT_KEY) update();
};

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    // The account remote announces changes in this tab; `storage` brings those of the site's other tabs.
    window.addEventListener(ACCOUNT_SESSION_EVENT, update);
    window.addEventListener('storage', onStorage);
    afterFirstLoad(update);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener(ACCOUNT_SESSION_EVENT, update);
    window.removeEventListener('storage', onStorage);
    hint = undefined;
  };
}

const snapshot = () => hint ?? false;

/** Whether the account remote last said a client is signed in (read without loading anything). */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
