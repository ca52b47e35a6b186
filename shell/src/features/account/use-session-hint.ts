import { useSyncExternalStore } from 'react';
import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';

function readHint(): boolean {
  try {
    return localStorage.getItem(ACCOUNT_SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: treated as never signed in
  }
}

function subscribe(onChange: () => void): () => void {
  // The account remote announces changes in this tab; `storage` brings those of the site's other tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCOUNT_SESSION_HINT_KEY) onChange();
  };
  window.addEventListener(ACCOUNT_SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(ACCOUNT_SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the account remote last said a client is signed in (read without loading anything). */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, readHint, () => false);
}
