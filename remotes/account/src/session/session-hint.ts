import { ACCOUNT_SESSION_EVENT, ACCOUNT_SESSION_HINT_KEY } from '@mediavelocity/contract';

/**
 * Keeps the shell's hint of whether a client is signed in (see the contract): set while signed in, removed on sign
 * out, each change announced on `window`. Storage can be unavailable (private modes, blocked cookies); the hint is
 * then simply missing and the nav shows nothing extra, which costs the signed-in client only the nav widget.
 */
export function setSessionHint(signedIn: boolean): void {
  let changed: boolean;
  try {
    changed = (localStorage.getItem(ACCOUNT_SESSION_HINT_KEY) === '1') !== signedIn;
    if (signedIn) localStorage.setItem(ACCOUNT_SESSION_HINT_KEY, '1');
    else localStorage.removeItem(ACCOUNT_SESSION_HINT_KEY);
  } catch {
    changed = true;
  }
  if (changed) window.dispatchEvent(new CustomEvent(ACCOUNT_SESSION_EVENT, { detail: { signedIn } }));
}

/** Whether the hint says a client is signed in (false where storage is unavailable). */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(ACCOUNT_SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
