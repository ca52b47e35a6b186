import type { PasswordRequirements } from './sign-in-errors';

/** The signed-in client, as the pages show it. */
export interface SessionUser {
  readonly email: string;
  /** Whether the client has proved they own the address (invoices are shown only then). */
  readonly emailVerified: boolean;
}

/**
 * What the account pages need from the identity provider. The pages take it as a prop, so their tests use a fake;
 * `firebaseAuth` (firebase-auth.ts) is the real one.
 */
export interface AuthService {
  /** Rejects with the provider's error (its `code`), or a PasswordPolicyError. */
  signIn(email: string, password: string): Promise<void>;
  /**
   * Creates an account and signs it in, then sends the verification email: resolves whether that email went out.
   * Rejects like `signIn` (e.g. `auth/email-already-in-use`, `auth/weak-password`).
   */
  createAccount(email: string, password: string): Promise<boolean>;
  /** Sends the signed-in client the verification email again. */
  sendVerificationEmail(): Promise<void>;
  /** Asks the provider whether the address is verified now; if so, the session says so too. */
  refreshVerification(): Promise<boolean>;
  /** What a new password must have: the project's policy, or the provider's default. */
  passwordRequirements(): Promise<PasswordRequirements>;
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
