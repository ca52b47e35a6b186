/** The signed-in client, as the pages show it. */
export interface SessionUser {
  readonly email: string;
}

/**
 * What the account pages need from the identity provider. The pages take it as a prop, so their tests use a fake;
 * `firebaseAuth` (firebase-auth.ts) is the real one.
 */
export interface AuthService {
  /** Rejects with the provider's error (its `code`), or a PasswordPolicyError. */
  signIn(email: string, password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Calls `listener` with the signed-in client (null when signed out) once known, and on every change; `onError` if
   * the provider cannot be loaded. Returns the unsubscribe function.
   */
  watch(listener: (user: SessionUser | null) => void, onError: (error: unknown) => void): () => void;
  /** Starts loading what signing in needs (a visitor has turned to the form), so a submit need not wait for it. */
  prepare(): void;
  /** True when the local Auth emulator stands in for a Firebase project (local builds). */
  usesEmulator(): Promise<boolean>;
  /**
   * The same, once the remote's settings have loaded (undefined before): the sign-in route waits for them, so the
   * page's first render, and so its prerendered HTML, says it at once.
   */
  knownToUseEmulator(): boolean | undefined;
}
