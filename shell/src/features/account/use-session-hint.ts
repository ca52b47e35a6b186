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
 * A page's first touch of its storage waits on the browser (a synchronous round trip), and so does listening for the
 * `storage` event: both wait until the first load is over (the first page shown, the page loaded, the browser idle),
 * as the widget the hint leads to does.
 */
let hint: boolean | undefined;
let listening = false;
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

/** Reads the hint and follows the site's other tabs (through `storage`), once the first load is over. */
function startReading(): void {
  if (listeners.size === 0 || listening) return;
  listening = true;
  window.addEventListener('storage', onStorage);
  update();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    // The account remote announces changes in this tab (an event of the page's own, free to listen for).
    window.addEventListener(ACCOUNT_SESSION_EVENT, update);
    afterFirstLoad(startReading);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener(ACCOUNT_SESSION_EVENT, update);
    if (listening) window.removeEventListener('storage', onStorage);
    listening = false;
    hint = undefined;
  };
}

const snapshot = () => hint ?? false;

/** Whether the account remote last said a client is signed in (read without loading anything). */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
